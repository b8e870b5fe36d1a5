// copy_host_and_view.cpp
//
// Covers (AMP spec 5.3): copy(InputIt, InputIt, const array_view&),
// copy(InputIt, const array_view&) and copy(const array_view&, OutputIt):
// into/out of contiguous views, strided sections (row-major order of the
// section), no-source views, with vector, list and pointer iterators; the
// destination view's source container receives the data.
#include <amp.h>
#include <cstdio>
#include <list>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> in(12);
  for (int i = 0; i < 12; ++i) in[i] = 100 + i;
  std::list<int> lin(in.begin(), in.end());

  std::vector<int> d(6 * 7, 0);
  array_view<int, 2> v(6, 7, d);
  copy(in.begin(), in.end(), v.section(index<2>(2, 3), extent<2>(3, 4)));
  copy(lin.begin(), v.section(index<2>(0, 0), extent<2>(2, 6)));
  parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i] += 1; });
  v.synchronize();
  for (int r = 0; r < 6; ++r) for (int c = 0; c < 7; ++c) {
    int want = 1;
    if (r >= 2 && r < 5 && c >= 3) want += 100 + (r - 2) * 4 + (c - 3);
    if (r < 2 && c < 6) want += 100 + r * 6 + c;
    if (d[r * 7 + c] != want) { std::printf("FAIL: d(%d,%d)=%d expected %d\n", r, c, d[r * 7 + c], want); return 1; }
  }
  // Out of a strided section and a whole view.
  std::vector<int> out(12, 0);
  copy(v.section(index<2>(2, 3), extent<2>(3, 4)), out.begin());
  for (int i = 0; i < 12; ++i) if (out[i] != 101 + i) { std::printf("FAIL: out[%d]=%d\n", i, out[i]); return 1; }
  int raw[42];
  copy(v, raw);
  for (int i = 0; i < 42; ++i) if (raw[i] != d[i]) { std::printf("FAIL: raw[%d]\n", i); return 1; }
  // A no-source view, rank 1.
  array_view<float, 1> ns(9);
  std::vector<float> f(9);
  for (int i = 0; i < 9; ++i) f[i] = i * 1.5f;
  copy(f.data(), f.data() + 9, ns);
  parallel_for_each(ns.extent, [=](index<1> i) restrict(amp) { ns[i] = ns[i] * 2; });
  std::vector<float> g(9, 0);
  copy(ns, g.begin());
  for (int i = 0; i < 9; ++i) if (g[i] != 3.0f * i) { std::printf("FAIL: g[%d]=%g\n", i, g[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
