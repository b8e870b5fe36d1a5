// tiled_index_properties.cpp
//
// Covers: every property of tiled_index, recorded per thread and checked on
// the host: global, local, tile, tile_origin, tile_extent, the static
// tile_dim0/tile_dim1/tile_dim2 constants, the implicit conversion of a
// tiled_index to index<N>, and passing a whole tiled_index to a restrict(amp)
// helper function. Ranks 1, 2 and 3 with non-square tiles.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// Helper taking the tiled index as a whole object.
template <int D0, int D1>
int linear_local(const tiled_index<D0, D1>& t) restrict(amp) {
  return t.local[0] * D1 + t.local[1];
}

static int fail(const char* what, int i, int got, int expected) {
  std::printf("FAIL: %s at thread %d got %d expected %d\n", what, i, got, expected);
  return 1;
}

int check_rank1() {
  const int n = 96, T = 32, K = 7;
  std::vector<int> rec(n * K, -1);
  array_view<int, 2> r(n, K, rec);
  r.discard_data();
  parallel_for_each(extent<1>(n).tile<T>(), [=](tiled_index<T> t) restrict(amp) {
    index<1> plain = t;  // implicit conversion to the global index
    const int g = t.global[0];
    r(g, 0) = t.global[0];
    r(g, 1) = t.local[0];
    r(g, 2) = t.tile[0];
    r(g, 3) = t.tile_origin[0];
    r(g, 4) = t.tile_extent[0];
    r(g, 5) = t.tile_dim0;
    r(g, 6) = plain[0];
  });
  r.synchronize();
  for (int g = 0; g < n; ++g) {
    const int expected[K] = {g, g % T, g / T, (g / T) * T, T, T, g};
    for (int k = 0; k < K; ++k)
      if (rec[g * K + k] != expected[k]) return fail("rank1 property", g * 100 + k, rec[g * K + k], expected[k]);
  }
  return 0;
}

int check_rank2() {
  const int R = 24, C = 40, T0 = 8, T1 = 4, K = 15;
  std::vector<int> rec(R * C * K, -1);
  array_view<int, 3> r(R, C, K, rec);
  r.discard_data();
  parallel_for_each(extent<2>(R, C).tile<T0, T1>(), [=](tiled_index<T0, T1> t) restrict(amp) {
    const int i = t.global[0], j = t.global[1];
    index<2> plain = t;
    r(i, j, 0) = t.global[0];
    r(i, j, 1) = t.global[1];
    r(i, j, 2) = t.local[0];
    r(i, j, 3) = t.local[1];
    r(i, j, 4) = t.tile[0];
    r(i, j, 5) = t.tile[1];
    r(i, j, 6) = t.tile_origin[0];
    r(i, j, 7) = t.tile_origin[1];
    r(i, j, 8) = t.tile_extent[0];
    r(i, j, 9) = t.tile_extent[1];
    r(i, j, 10) = t.tile_dim0;
    r(i, j, 11) = t.tile_dim1;
    r(i, j, 12) = plain[0];
    r(i, j, 13) = plain[1];
    r(i, j, 14) = linear_local(t);
  });
  r.synchronize();
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      const int expected[K] = {i, j, i % T0, j % T1, i / T0, j / T1, (i / T0) * T0,
                               (j / T1) * T1, T0, T1, T0, T1, i, j, (i % T0) * T1 + j % T1};
      for (int k = 0; k < K; ++k) {
        int got = rec[(i * C + j) * K + k];
        if (got != expected[k]) {
          std::printf("FAIL: rank2 property %d of thread (%d,%d) got %d expected %d\n", k, i, j,
                      got, expected[k]);
          return 1;
        }
      }
    }
  return 0;
}

int check_rank3() {
  const int A = 4, B = 6, C = 8, T0 = 2, T1 = 3, T2 = 4, K = 15;
  std::vector<int> rec(A * B * C * K, -1);
  array_view<int, 2> r(A * B * C, K, rec);
  r.discard_data();
  parallel_for_each(extent<3>(A, B, C).tile<T0, T1, T2>(),
                    [=](tiled_index<T0, T1, T2> t) restrict(amp) {
    const int row = (t.global[0] * B + t.global[1]) * C + t.global[2];
    r(row, 0) = t.global[0];
    r(row, 1) = t.global[1];
    r(row, 2) = t.global[2];
    r(row, 3) = t.local[0];
    r(row, 4) = t.local[1];
    r(row, 5) = t.local[2];
    r(row, 6) = t.tile[0];
    r(row, 7) = t.tile[1];
    r(row, 8) = t.tile[2];
    r(row, 9) = t.tile_origin[0];
    r(row, 10) = t.tile_origin[1];
    r(row, 11) = t.tile_origin[2];
    r(row, 12) = t.tile_extent[0] * 100 + t.tile_extent[1] * 10 + t.tile_extent[2];
    r(row, 13) = t.tile_dim0 * 100 + t.tile_dim1 * 10 + t.tile_dim2;
    r(row, 14) = t.tile_extent.size();
  });
  r.synchronize();
  for (int a = 0; a < A; ++a)
    for (int b = 0; b < B; ++b)
      for (int c = 0; c < C; ++c) {
        const int row = (a * B + b) * C + c;
        const int expected[K] = {a, b, c, a % T0, b % T1, c % T2, a / T0, b / T1, c / T2,
                                 (a / T0) * T0, (b / T1) * T1, (c / T2) * T2,
                                 T0 * 100 + T1 * 10 + T2, T0 * 100 + T1 * 10 + T2,
                                 T0 * T1 * T2};
        for (int k = 0; k < K; ++k) {
          int got = rec[row * K + k];
          if (got != expected[k]) {
            std::printf("FAIL: rank3 property %d of thread (%d,%d,%d) got %d expected %d\n", k,
                        a, b, c, got, expected[k]);
            return 1;
          }
        }
      }
  return 0;
}

int main() {
  if (check_rank1() || check_rank2() || check_rank3()) return 1;
  std::printf("PASS\n");
  return 0;
}
