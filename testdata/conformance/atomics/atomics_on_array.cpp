// atomics_on_array.cpp
//
// Covers: AMP atomics on the elements of a concurrency::array captured by
// reference (AMP 1.2 spec: atomic functions take the address of a global
// int/unsigned int, here `&arr[idx]` / `&arr(r, c)`): a 2-D array of
// counters incremented by atomic_fetch_add from a 2-D kernel whose threads
// collide on the same cells, then atomic_fetch_sub undoing part of it in a
// second kernel, copied out and compared with a serial count.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int rows = 9, cols = 11, n = 3000;
  array<int, 2> counts(rows, cols);
  parallel_for_each(counts.extent, [&counts](index<2> idx) restrict(amp) { counts[idx] = 0; });
  parallel_for_each(extent<1>(n), [&counts](index<1> idx) restrict(amp) {
    const int i = idx[0];
    atomic_fetch_add(&counts(i % rows, (i / rows) % cols), 2);
    atomic_fetch_inc(&counts[index<2>((i * 5) % rows, (i * 7) % cols)]);
  });
  parallel_for_each(extent<1>(n / 2), [&counts](index<1> idx) restrict(amp) {
    atomic_fetch_sub(&counts(idx[0] % rows, 0), 1);
  });
  std::vector<int> got(rows * cols);
  copy(counts, got.begin());

  std::vector<int> want(rows * cols, 0);
  for (int i = 0; i < n; ++i) {
    want[(i % rows) * cols + (i / rows) % cols] += 2;
    want[((i * 5) % rows) * cols + (i * 7) % cols] += 1;
  }
  for (int i = 0; i < n / 2; ++i)
    want[(i % rows) * cols] -= 1;
  for (int k = 0; k < rows * cols; ++k) {
    if (got[k] != want[k]) {
      std::printf("FAIL: counts(%d,%d) got %d expected %d\n", k / cols, k % cols, got[k], want[k]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
