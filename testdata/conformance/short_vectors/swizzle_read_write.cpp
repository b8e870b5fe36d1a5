// swizzle_read_write.cpp
//
// Covers: AMP 1.2 short vector swizzle properties (amp_short_vectors.h):
// reading two-, three- and four-component swizzles (v.xy, v.yx, v.zx,
// v.wzy, v.wzyx, and the rgba spellings v.rg, v.bgr, v.abgr) of float_4,
// int_3 and uint_2 into short vectors, and writing through them
// (v.yx = ..., v.zyx = ..., v.bgra = ...), inside a kernel; against the same
// component shuffles done by hand on the CPU.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 123;
  std::vector<float_4> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = float_4(1.0f * i, 2.0f * i + 1, -3.0f * i, 0.5f * i + 7);
  std::vector<float_4> out4(n);
  std::vector<int_3> out3(n);
  std::vector<uint_2> out2(n);
  array_view<const float_4, 1> vin(n, in);
  array_view<float_4, 1> v4(n, out4);
  array_view<int_3, 1> v3(n, out3);
  array_view<uint_2, 1> v2(n, out2);
  v4.discard_data();
  v3.discard_data();
  v2.discard_data();
  parallel_for_each(vin.extent, [=](index<1> idx) restrict(amp) {
    const float_4 p = vin[idx];
    float_2 a = p.zx;             // (z, x)
    float_3 b = p.wzy;            // (w, z, y)
    float_4 c = p.wzyx;           // reversed
    float_3 d = p.bgr;            // rgba spelling: (b, g, r) = (z, y, x)
    float_4 r;
    r.yx = a;                     // r.y = z, r.x = x
    r.zw = float_2(b.x + d.x, c.w + float_2(p.ag).x);  // (w + z, x + w)
    v4[idx] = r;

    int_3 k(idx[0], 2 * idx[0], 3 * idx[0]);
    k.zyx = int_3(k.x + 1, k.y + 1, k.z + 1);  // reverse and add one
    k.rg = k.gr;                                 // swap the first two
    v3[idx] = k;

    uint_2 u(7u, static_cast<unsigned int>(idx[0]));
    u.yx = u.xy;
    v2[idx] = u;
  });
  v4.synchronize();
  v3.synchronize();
  v2.synchronize();

  for (int i = 0; i < n; ++i) {
    const float_4 p = in[i];
    const float wx = p.x, wy = p.z, wz = p.w + p.z, ww = p.x + p.w;
    if (out4[i].x != wx || out4[i].y != wy || out4[i].z != wz || out4[i].w != ww) {
      std::printf("FAIL: float_4 swizzles at %d got (%g,%g,%g,%g) expected (%g,%g,%g,%g)\n", i, out4[i].x,
                  out4[i].y, out4[i].z, out4[i].w, wx, wy, wz, ww);
      return 1;
    }
    // k = (i, 2i, 3i) -> zyx = (i+1, 2i+1, 3i+1) -> (3i+1, 2i+1, i+1) -> swap xy
    const int kx = 2 * i + 1, ky = 3 * i + 1, kz = i + 1;
    if (out3[i].x != kx || out3[i].y != ky || out3[i].z != kz) {
      std::printf("FAIL: int_3 swizzles at %d got (%d,%d,%d) expected (%d,%d,%d)\n", i, out3[i].x, out3[i].y,
                  out3[i].z, kx, ky, kz);
      return 1;
    }
    if (out2[i].x != static_cast<unsigned int>(i) || out2[i].y != 7u) {
      std::printf("FAIL: uint_2 yx = xy at %d got (%u,%u) expected (%d,7)\n", i, out2[i].x, out2[i].y, i);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
