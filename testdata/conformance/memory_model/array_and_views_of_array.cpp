// array_and_views_of_array.cpp
//
// Covers (AMP spec 5.1/5.2/8, coherence between concurrency::array and
// array_views of it): an array_view constructed over an array, written by a
// kernel through the view, then read by a kernel capturing the array by
// reference; copy(array, iterator) sees all writes; host reads through the
// view of the array; copy(iterator range, array) followed by a kernel.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int R = 20, C = 30;
  array<int, 2> arr(R, C);
  array_view<int, 2> view(arr);
  parallel_for_each(view.extent, [=](index<2> i) restrict(amp) { view[i] = i[0] * C + i[1]; });
  array<int, 1> rowsum(R);
  parallel_for_each(rowsum.extent, [&arr, &rowsum](index<1> r) restrict(amp) {
    int s = 0;
    for (int c = 0; c < C; ++c) s += arr(r[0], c);
    rowsum[r] = s;
  });
  std::vector<int> sums(R), all(R * C);
  copy(rowsum, sums.begin());
  copy(arr, all.begin());
  for (int r = 0; r < R; ++r) {
    int s = 0;
    for (int c = 0; c < C; ++c) {
      if (all[r * C + c] != r * C + c) {
        std::printf("FAIL: arr(%d,%d) got %d\n", r, c, all[r * C + c]);
        return 1;
      }
      s += r * C + c;
    }
    if (sums[r] != s || view(r, 7) != r * C + 7) {
      std::printf("FAIL: row %d sum %d expected %d view %d\n", r, sums[r], s, view(r, 7));
      return 1;
    }
  }
  std::vector<int> fresh(R * C);
  for (int i = 0; i < R * C; ++i) fresh[i] = -i;
  copy(fresh.begin(), fresh.end(), arr);
  parallel_for_each(arr.extent, [&arr](index<2> i) restrict(amp) { arr[i] = arr[i] * 2; });
  array_view<const int, 2> ro(arr);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (ro(r, c) != -2 * (r * C + c)) {
        std::printf("FAIL: after copy-in (%d,%d) got %d\n", r, c, ro(r, c));
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
