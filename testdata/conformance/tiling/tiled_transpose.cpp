// tiled_transpose.cpp
//
// Covers (AMP spec 4.2/4.3): a matrix transpose through a padded tile_static
// block T[16][17] (no bank conflicts), reading with t.local/t.tile_origin and
// writing to the transposed tile origin; a non-square matrix whose sizes are
// multiples of the tile; then a transpose back restores the input.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kT = 16;

static void transpose(array_view<const float, 2> in, array_view<float, 2> out) {
  parallel_for_each(in.extent.tile<kT, kT>(), [=](tiled_index<kT, kT> t) restrict(amp) {
    tile_static float blk[kT][kT + 1];
    blk[t.local[1]][t.local[0]] = in[t.global];
    t.barrier.wait();
    index<2> dst(t.tile_origin[1] + t.local[0], t.tile_origin[0] + t.local[1]);
    out[dst] = blk[t.local[0]][t.local[1]];
  });
}

int main() {
  const int R = kT * 6, C = kT * 9;
  std::vector<float> a(R * C), b(C * R, 0.0f), c(R * C, 0.0f);
  for (int i = 0; i < R * C; ++i) a[i] = i * 0.5f - 100.0f;
  array_view<const float, 2> av(R, C, a);
  array_view<float, 2> bv(C, R, b), cv(R, C, c);
  bv.discard_data();
  cv.discard_data();
  transpose(av, bv);
  transpose(bv, cv);
  bv.synchronize();
  cv.synchronize();
  for (int r = 0; r < R; ++r)
    for (int col = 0; col < C; ++col) {
      if (b[col * R + r] != a[r * C + col]) {
        std::printf("FAIL: b(%d,%d) got %f expected %f\n", col, r, b[col * R + r], a[r * C + col]);
        return 1;
      }
      if (c[r * C + col] != a[r * C + col]) {
        std::printf("FAIL: c(%d,%d) got %f\n", r, col, c[r * C + col]);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
