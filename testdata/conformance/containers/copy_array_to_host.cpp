// copy_array_to_host.cpp
//
// Covers (AMP spec 5.3): copy(const array&, OutputIt) into vector iterators,
// a raw pointer, a std::back_inserter (a pure output iterator) and a
// std::deque iterator, ranks 1..3, after kernels wrote the arrays; the order
// is row-major.
#include <amp.h>
#include <cstdio>
#include <deque>
#include <iterator>
#include <vector>

using namespace concurrency;

int main() {
  array<float, 1> a(31);
  array<int, 2> b(5, 6);
  array<int, 3> c(2, 3, 4);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = 0.25f * i[0]; });
  parallel_for_each(b.extent, [&b](index<2> i) restrict(amp) { b[i] = i[0] * 6 + i[1]; });
  parallel_for_each(c.extent, [&c](index<3> i) restrict(amp) { c[i] = -((i[0] * 3 + i[1]) * 4 + i[2]); });

  std::vector<float> va(31, -1.0f);
  copy(a, va.begin());
  int raw[30];
  copy(b, raw);
  std::vector<int> vc;
  copy(c, std::back_inserter(vc));
  std::deque<int> dq(30, 0);
  copy(b, dq.begin());

  for (int i = 0; i < 31; ++i) if (va[i] != 0.25f * i) { std::printf("FAIL: va[%d]=%g\n", i, va[i]); return 1; }
  for (int i = 0; i < 30; ++i) if (raw[i] != i || dq[i] != i) { std::printf("FAIL: raw/dq[%d]=%d/%d\n", i, raw[i], dq[i]); return 1; }
  if (vc.size() != 24u) { std::printf("FAIL: back_inserter got %zu elements\n", vc.size()); return 1; }
  for (int i = 0; i < 24; ++i) if (vc[i] != -i) { std::printf("FAIL: vc[%d]=%d\n", i, vc[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
