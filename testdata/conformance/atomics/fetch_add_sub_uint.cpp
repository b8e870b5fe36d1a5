// fetch_add_sub_uint.cpp
//
// Covers: concurrency::atomic_fetch_add and atomic_fetch_sub on unsigned int
// (AMP 1.2 spec, "Atomic operations"), including wrap-around below zero and
// past 2^32 (modular arithmetic), on a 2-D array_view indexed with
// index<2>; final values against serial modular sums.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int rows = 37, cols = 41;
  std::vector<unsigned int> acc(4, 0u);
  acc[1] = 10u;            // will go below zero and wrap
  acc[2] = 0xfffffff0u;    // will pass 2^32 and wrap
  array_view<unsigned int, 1> a(4, acc);
  parallel_for_each(extent<2>(rows, cols), [=](index<2> idx) restrict(amp) {
    const unsigned int v = static_cast<unsigned int>(idx[0] * cols + idx[1]);
    atomic_fetch_add(&a[0], v);
    atomic_fetch_sub(&a[1], 1u);
    atomic_fetch_add(&a[2], 3u);
    atomic_fetch_sub(&a[3], v * 2654435761u);
  });
  a.synchronize();
  unsigned int w0 = 0, w1 = 10u, w2 = 0xfffffff0u, w3 = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const unsigned int v = static_cast<unsigned int>(r * cols + c);
      w0 += v;
      w1 -= 1u;
      w2 += 3u;
      w3 -= v * 2654435761u;
    }
  const unsigned int want[4] = {w0, w1, w2, w3};
  for (int k = 0; k < 4; ++k) {
    if (acc[k] != want[k]) {
      std::printf("FAIL: acc[%d] got %u expected %u\n", k, acc[k], want[k]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
