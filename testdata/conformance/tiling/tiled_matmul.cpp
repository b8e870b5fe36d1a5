// tiled_matmul.cpp
//
// Covers (AMP spec 4.3/4.4): a tiled matrix multiply C = A * B with two
// tile_static blocks per phase, two barriers per phase, sizes that are not
// multiples of the tile (zero-filled edges, padded launch with guarded
// writes), integer data so the comparison is exact.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTS = 16;

int main() {
  const int M = 50, K = 70, N = 33;
  std::vector<int> a(M * K), b(K * N), c(M * N, 0);
  for (int i = 0; i < M * K; ++i) a[i] = i % 11 - 5;
  for (int i = 0; i < K * N; ++i) b[i] = i % 7 - 3;
  array_view<const int, 2> av(M, K, a), bv(K, N, b);
  array_view<int, 2> cv(M, N, c);
  cv.discard_data();
  parallel_for_each(cv.extent.tile<kTS, kTS>().pad(), [=](tiled_index<kTS, kTS> t) restrict(amp) {
    tile_static int sa[kTS][kTS];
    tile_static int sb[kTS][kTS];
    const int row = t.global[0], col = t.global[1];
    const int lr = t.local[0], lc = t.local[1];
    int sum = 0;
    for (int k0 = 0; k0 < K; k0 += kTS) {
      sa[lr][lc] = (row < M && k0 + lc < K) ? av(row, k0 + lc) : 0;
      sb[lr][lc] = (k0 + lr < K && col < N) ? bv(k0 + lr, col) : 0;
      t.barrier.wait();
      for (int k = 0; k < kTS; ++k) sum += sa[lr][k] * sb[k][lc];
      t.barrier.wait();
    }
    if (row < M && col < N) cv(row, col) = sum;
  });
  cv.synchronize();
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      int s = 0;
      for (int k = 0; k < K; ++k) s += a[i * K + k] * b[k * N + j];
      if (c[i * N + j] != s) {
        std::printf("FAIL: c(%d,%d) got %d expected %d\n", i, j, c[i * N + j], s);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
