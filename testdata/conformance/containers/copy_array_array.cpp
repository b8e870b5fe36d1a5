// copy_array_array.cpp
//
// Covers (AMP spec 5.3): copy(const array&, array&) between arrays on the
// same and on different accelerator_views, ranks 1 and 2; copy to an array
// of a different size throws runtime_exception; the copies are independent
// afterwards.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view v1 = acc.default_view, v2 = acc.create_view();
  array<int, 2> src(8, 9, v1);
  parallel_for_each(src.extent, [&src](index<2> i) restrict(amp) { src[i] = i[0] * 9 + i[1]; });
  array<int, 2> same(8, 9, v1), other(8, 9, v2);
  copy(src, same);
  copy(src, other);
  parallel_for_each(v2, other.extent, [&other](index<2> i) restrict(amp) { other[i] *= -1; });
  std::vector<int> s = src, a = same, b = other;
  for (int k = 0; k < 72; ++k)
    if (s[k] != k || a[k] != k || b[k] != -k) { std::printf("FAIL: %d: %d %d %d\n", k, s[k], a[k], b[k]); return 1; }

  array<double, 1> d1(100), d2(100);
  parallel_for_each(d1.extent, [&d1](index<1> i) restrict(amp) { d1[i] = 1.0 / (i[0] + 1); });
  copy(d1, d2);
  std::vector<double> back = d2;
  for (int i = 0; i < 100; ++i) if (back[i] != 1.0 / (i + 1)) { std::printf("FAIL: d2[%d]\n", i); return 1; }

  bool threw = false;
  try {
    array<int, 2> wrong(3, 3);
    copy(src, wrong);
  } catch (const runtime_exception &) {
    threw = true;
  }
  if (!threw) { std::printf("FAIL: size mismatch accepted\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
