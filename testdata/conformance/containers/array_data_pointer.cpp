// array_data_pointer.cpp
//
// Covers (AMP spec 5.1.4): array::data() on the host (const and non-const):
// after a kernel wrote the array, data() shows the results; host writes
// through data() are seen by the next kernel; the pointer addresses the
// elements in row-major order (data()[r*cols+c] == a(r,c)).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 13, cols = 5;
  array<int, 2> a(rows, cols);
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] = i[0] * cols + i[1]; });

  int *p = a.data();
  for (int k = 0; k < rows * cols; ++k)
    if (p[k] != k) {
      std::printf("FAIL: data()[%d] got %d expected %d\n", k, p[k], k);
      return 1;
    }
  for (int k = 0; k < rows * cols; ++k) p[k] = 3 * k;
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] = a[i] + 1; });

  const array<int, 2> &ca = a;
  const int *cp = ca.data();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int want = 3 * (r * cols + c) + 1;
      if (cp[r * cols + c] != want || ca(r, c) != want) {
        std::printf("FAIL: (%d,%d) got %d/%d expected %d\n", r, c, cp[r * cols + c], ca(r, c), want);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
