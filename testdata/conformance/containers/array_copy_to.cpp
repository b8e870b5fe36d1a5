// array_copy_to.cpp
//
// Covers (AMP spec 5.1.4): array::copy_to(array&) and
// array::copy_to(const array_view&) (a view over a vector, a no-source view,
// and a section of a bigger view); the destination gets the source's
// values, the source is unchanged, and later kernel writes to the
// destination do not reach the source (deep copy).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 7, cols = 9;
  array<int, 2> src(rows, cols);
  parallel_for_each(src.extent, [&src](index<2> i) restrict(amp) { src[i] = i[0] * 1000 + i[1]; });

  array<int, 2> dst(rows, cols);
  src.copy_to(dst);
  parallel_for_each(dst.extent, [&dst](index<2> i) restrict(amp) { dst[i] += 1; });

  std::vector<int> host(rows * cols, -1);
  array_view<int, 2> hv(rows, cols, host);
  src.copy_to(hv);

  array_view<int, 2> nosrc(rows, cols);
  src.copy_to(nosrc);

  std::vector<int> big((rows + 2) * (cols + 3), -5);
  array_view<int, 2> bigv(rows + 2, cols + 3, big);
  src.copy_to(bigv.section(index<2>(1, 2), extent<2>(rows, cols)));

  std::vector<int> s = src, d = dst;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int want = r * 1000 + c, k = r * cols + c;
      if (s[k] != want || d[k] != want + 1 || host[k] != want || nosrc(r, c) != want) {
        std::printf("FAIL: (%d,%d) src=%d dst=%d host=%d nosrc=%d expected %d\n", r, c, s[k], d[k], host[k], nosrc(r, c), want);
        return 1;
      }
    }
  for (int r = 0; r < rows + 2; ++r)
    for (int c = 0; c < cols + 3; ++c) {
      bool in = r >= 1 && r <= rows && c >= 2 && c < 2 + cols;
      int want = in ? (r - 1) * 1000 + (c - 2) : -5;
      if (bigv(r, c) != want) {
        std::printf("FAIL: section destination (%d,%d) got %d expected %d\n", r, c, bigv(r, c), want);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
