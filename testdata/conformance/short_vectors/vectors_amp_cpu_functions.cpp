// vectors_amp_cpu_functions.cpp
//
// Covers: short vectors in restrict(amp, cpu) functions called both from a
// kernel and from host code (the AMP short vector members are
// restrict(amp, cpu)): a colour-space conversion on float_3 using swizzles
// and component arithmetic, and an int_2 grid-cell hash. The kernel's hash
// must equal the host's exactly; its colours agree to a few float ulps: the
// GPU compiler may fuse 0.299f * r + 0.587f * g into multiply-adds (HLSL's
// mad, nvcc's default -fmad) where the CPU rounds each operation.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static float_3 rgb_to_yuv(const float_3& c) restrict(amp, cpu) {
  const float y = 0.299f * c.r + 0.587f * c.g + 0.114f * c.b;
  float_3 out(y, 0.492f * (c.b - y), 0.877f * (c.r - y));
  out.yz = float_2(out.zy);  // swap u and v through swizzles
  return out;
}

static bool close_enough(const float_3& a, const float_3& b) {
  const float tol = 1e-6f;  // components are in [-1, 1]; a float ulp there is at most 1.2e-7
  return std::fabs(a.x - b.x) <= tol && std::fabs(a.y - b.y) <= tol && std::fabs(a.z - b.z) <= tol;
}

static unsigned int cell_hash(const int_2& cell) restrict(amp, cpu) {
  const uint_2 u(cell);
  return (u.x * 73856093u) ^ (u.y * 19349663u);
}

int main() {
  constexpr int n = 200;
  std::vector<float_3> px(n);
  for (int i = 0; i < n; ++i)
    px[i] = float_3(0.005f * i, 1.0f - 0.004f * i, 0.25f + 0.001f * i);
  std::vector<float_3> yuv(n);
  std::vector<unsigned int> h(n);
  array_view<const float_3, 1> vp(n, px);
  array_view<float_3, 1> vy(n, yuv);
  array_view<unsigned int, 1> vh(n, h);
  vy.discard_data();
  vh.discard_data();
  parallel_for_each(vp.extent, [=](index<1> i) restrict(amp) {
    vy[i] = rgb_to_yuv(vp[i]);
    vh[i] = cell_hash(int_2(i[0] % 17 - 8, i[0] / 17));
  });
  vy.synchronize();
  vh.synchronize();
  for (int i = 0; i < n; ++i) {
    const float_3 w = rgb_to_yuv(px[i]);
    const unsigned int wh = cell_hash(int_2(i % 17 - 8, i / 17));
    if (!close_enough(yuv[i], w) || h[i] != wh) {
      std::printf("FAIL: at %d got (%.9g,%.9g,%.9g) %u expected (%.9g,%.9g,%.9g) %u\n", i, yuv[i].x, yuv[i].y,
                  yuv[i].z, h[i], w.x, w.y, w.z, wh);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
