// av_discard_section.cpp
//
// Covers (AMP spec 5.2.6, discard_data on a section): discarding one section
// of a view and overwriting it in a kernel leaves every element outside the
// section as it was (host values and earlier kernel results alike); a
// discarded section that a kernel fully rewrites reads back correctly on the
// host through the parent view.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 12, cols = 10;
  std::vector<int> d(rows * cols);
  for (int i = 0; i < rows * cols; ++i) d[i] = i;
  array_view<int, 2> v(rows, cols, d);
  // Earlier kernel result in rows 0..3 (newest copy on the accelerator).
  array_view<int, 2> top = v.section(index<2>(0, 0), extent<2>(4, cols));
  parallel_for_each(top.extent, [=](index<2> i) restrict(amp) { top[i] = -top[i]; });
  // Discard rows 5..8 and overwrite them.
  array_view<int, 2> mid = v.section(index<2>(5, 0), extent<2>(4, cols));
  mid.discard_data();
  parallel_for_each(mid.extent, [=](index<2> i) restrict(amp) { mid[i] = 1000 + i[0] * cols + i[1]; });
  // Discard a strided block (rows 9..10, cols 2..5) and overwrite it.
  array_view<int, 2> block = v.section(index<2>(9, 2), extent<2>(2, 4));
  block.discard_data();
  parallel_for_each(block.extent, [=](index<2> i) restrict(amp) { block[i] = 7; });
  v.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int k = r * cols + c, want = k;
      if (r < 4) want = -k;
      else if (r >= 5 && r < 9) want = 1000 + (r - 5) * cols + c;
      else if (r >= 9 && r < 11 && c >= 2 && c < 6) want = 7;
      if (d[k] != want) { std::printf("FAIL: d(%d,%d)=%d expected %d\n", r, c, d[k], want); return 1; }
    }
  std::printf("PASS\n");
  return 0;
}
