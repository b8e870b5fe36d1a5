// index_extent_arithmetic.cpp
//
// Covers: index<N>/extent<N> used as values inside kernels:
//  * index + index, index - index, index * int, index / int, index % int,
//  * +=, -= and prefix ++ (which, as in AMP, adds 1 to every component),
//  * index == and !=, extent::contains, extent::size(),
//  * extent + index (growing a window) and extent == extent,
//  * an index<2> and an extent<2> captured by value from the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int R = 23, C = 29, K = 8;
  std::vector<int> rec(R * C * K, -99);
  array_view<int, 3> out(R, C, K, rec);
  out.discard_data();

  const index<2> shift(5, -3);       // captured index
  const extent<2> window(10, 12);    // captured extent
  const extent<2> grid(R, C);

  parallel_for_each(grid, [=](index<2> idx) restrict(amp) {
    index<2> a = idx + shift;
    index<2> b = shift - idx;
    index<2> c = idx * 2;
    index<2> d = idx / 2;
    index<2> e = idx % 3;
    index<2> f = idx;
    f += index<2>(1, 1);
    f -= shift;
    ++f;
    const int r = idx[0], col = idx[1];
    out(r, col, 0) = a[0] * 1000 + a[1];
    out(r, col, 1) = b[0] * 1000 + b[1];
    out(r, col, 2) = c[0] * 1000 + c[1] + d[0] * 100000 + d[1] * 10000000;
    out(r, col, 3) = e[0] * 10 + e[1];
    out(r, col, 4) = f[0] * 1000 + f[1];
    out(r, col, 5) = window.contains(idx) ? 1 : 0;
    out(r, col, 6) = (idx == index<2>(r, col) && idx != shift) ? static_cast<int>(window.size()) : -1;
    extent<2> grown = window + index<2>(1, 2);
    out(r, col, 7) = grown[0] * 100 + grown[1] + (grown == extent<2>(11, 14) ? 100000 : 0);
  });
  out.synchronize();

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      // f = idx + (1,1) - shift, then ++ adds one to every component
      const int fr = r + 1 - 5 + 1, fc = c + 1 + 3 + 1;
      const int expected[K] = {(r + 5) * 1000 + (c - 3),
                               (5 - r) * 1000 + (-3 - c),
                               (2 * r) * 1000 + 2 * c + (r / 2) * 100000 + (c / 2) * 10000000,
                               (r % 3) * 10 + c % 3,
                               fr * 1000 + fc,
                               (r < 10 && c < 12) ? 1 : 0,
                               (r == 5 && c == -3) ? -1 : 120,
                               11 * 100 + 14 + 100000};
      for (int k = 0; k < K; ++k) {
        int got = rec[(r * C + c) * K + k];
        if (got != expected[k]) {
          std::printf("FAIL: expr %d at (%d,%d) got %d expected %d\n", k, r, c, got, expected[k]);
          return 1;
        }
      }
    }
  std::printf("PASS\n");
  return 0;
}
