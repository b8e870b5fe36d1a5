// av_view_as.cpp
//
// Covers (AMP spec 5.2.5): array_view::view_as(extent<K>) on a contiguous
// view, to lower, equal and higher ranks, const and non-const: the reshaped
// views share the data (kernel writes through one are seen by the others
// and by the source container); view_as of a rank-1 section keeps the
// section's offset.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> d(24, 0);
  array_view<int, 1> flat(24, d);
  array_view<int, 2> m = flat.view_as(extent<2>(4, 6));
  array_view<int, 3> c = m.view_as(extent<3>(2, 3, 4));
  parallel_for_each(m.extent, [=](index<2> i) restrict(amp) { m[i] = i[0] * 6 + i[1]; });
  parallel_for_each(c.extent, [=](index<3> i) restrict(amp) { c[i] += 1000 * i[0]; });
  for (int k = 0; k < 24; ++k) {
    int want = k + (k >= 12 ? 1000 : 0);
    if (flat[k] != want || m(k / 6, k % 6) != want) { std::printf("FAIL: shared data at %d: %d %d expected %d\n", k, flat[k], m(k / 6, k % 6), want); return 1; }
  }
  flat.synchronize();
  if (d[13] != 1013) { std::printf("FAIL: source container not updated\n"); return 1; }
  // Section then reshape: elements 6..17 as 3 x 4.
  array_view<int, 2> mid = flat.section(6, 12).view_as(extent<2>(3, 4));
  parallel_for_each(mid.extent, [=](index<2> i) restrict(amp) { mid[i] = -1; });
  flat.synchronize();
  for (int k = 0; k < 24; ++k) {
    int want = (k >= 6 && k < 18) ? -1 : k + (k >= 12 ? 1000 : 0);
    if (d[k] != want) { std::printf("FAIL: d[%d]=%d expected %d\n", k, d[k], want); return 1; }
  }
  // Const views reshape to const views.
  array_view<const int, 1> cf = flat;
  array_view<const int, 2> cm = cf.view_as(extent<2>(6, 4));
  std::vector<int> out(6, 0);
  array_view<int, 1> ov(6, out);
  parallel_for_each(ov.extent, [=](index<1> r) restrict(amp) {
    int s = 0;
    for (int k = 0; k < 4; ++k) s += cm(r[0], k);
    ov[r] = s;
  });
  ov.synchronize();
  for (int r = 0; r < 6; ++r) {
    int want = 0;
    for (int k = 0; k < 4; ++k) want += d[r * 4 + k];
    if (out[r] != want) { std::printf("FAIL: const reshaped row %d sum %d expected %d\n", r, out[r], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
