// tiled_stencil_halo.cpp
//
// Covers (AMP spec 4.3/4.4): a 2-D 5-point stencil that loads a tile plus a
// one-element halo into tile_static float[T+2][T+2] (border threads load the
// halo, out-of-range cells read as zero), one barrier, then computes from
// tile_static memory only; the result matches a direct serial stencil.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kT = 8;

int main() {
  const int R = kT * 7, C = kT * 9;
  std::vector<float> in(R * C), out(R * C, 0.0f);
  for (int i = 0; i < R * C; ++i) in[i] = static_cast<float>((i * 17) % 23) - 11.0f;
  array_view<const float, 2> iv(R, C, in);
  array_view<float, 2> ov(R, C, out);
  ov.discard_data();
  parallel_for_each(iv.extent.tile<kT, kT>(), [=](tiled_index<kT, kT> t) restrict(amp) {
    tile_static float s[kT + 2][kT + 2];
    const int lr = t.local[0] + 1, lc = t.local[1] + 1;
    const int gr = t.global[0], gc = t.global[1];
    const int rows = iv.extent[0], cols = iv.extent[1];
    s[lr][lc] = iv[t.global];
    if (t.local[0] == 0) s[0][lc] = gr > 0 ? iv(gr - 1, gc) : 0.0f;
    if (t.local[0] == kT - 1) s[kT + 1][lc] = gr + 1 < rows ? iv(gr + 1, gc) : 0.0f;
    if (t.local[1] == 0) s[lr][0] = gc > 0 ? iv(gr, gc - 1) : 0.0f;
    if (t.local[1] == kT - 1) s[lr][kT + 1] = gc + 1 < cols ? iv(gr, gc + 1) : 0.0f;
    t.barrier.wait();
    ov[t.global] = 4.0f * s[lr][lc] - s[lr - 1][lc] - s[lr + 1][lc] - s[lr][lc - 1] - s[lr][lc + 1];
  });
  ov.synchronize();
  auto at = [&](int r, int c) { return (r < 0 || c < 0 || r >= R || c >= C) ? 0.0f : in[r * C + c]; };
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      float e = 4.0f * at(r, c) - at(r - 1, c) - at(r + 1, c) - at(r, c - 1) - at(r, c + 1);
      if (out[r * C + c] != e) {
        std::printf("FAIL: (%d,%d) got %f expected %f\n", r, c, out[r * C + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
