// direct3d_float.cpp
//
// Covers: the floating-point intrinsics of concurrency::direct3d (amp.h):
// clamp (float), mad (float and double; HIP's fmaf/fma, so one rounding),
// radians, rcp (float and double; __frcp_rn/__drcp_rn, correctly rounded),
// saturate, smoothstep and step, against CPU formulas (HLSL definitions).
// mad is checked against std::fma (one rounding) with a one-ulp allowance
// for an implementation that rounds twice; rcp exactly.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kOut = 9;

int main() {
  constexpr int n = 257;
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i)
    x[i] = -1.5f + 3.0f * static_cast<float>(i) / (n - 1);
  std::vector<double> out(n * kOut);
  array_view<const float, 1> ax(n, x);
  array_view<double, 2> o(n, kOut, out);
  o.discard_data();
  parallel_for_each(ax.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float v = ax[idx];
    o(i, 0) = direct3d::clamp(v, -0.5f, 0.75f);
    o(i, 1) = direct3d::mad(v, 1.25f, 0.1f);
    o(i, 2) = direct3d::mad(static_cast<double>(v), 3.0, -0.2);
    o(i, 3) = direct3d::radians(v * 180.0f);
    o(i, 4) = direct3d::rcp(v + 2.0f);
    o(i, 5) = direct3d::rcp(static_cast<double>(v) + 2.0);
    o(i, 6) = direct3d::saturate(v);
    o(i, 7) = direct3d::smoothstep(-1.0f, 1.0f, v);
    o(i, 8) = direct3d::step(0.25f, v);
  });
  o.synchronize();
  for (int i = 0; i < n; ++i) {
    const float v = x[i];
    const float sat = v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
    const float t0 = (v - -1.0f) / 2.0f;
    const float t = t0 < 0.0f ? 0.0f : (t0 > 1.0f ? 1.0f : t0);
    const double want[kOut] = {v < -0.5f ? -0.5f : (v > 0.75f ? 0.75f : v),
                               std::fma(v, 1.25f, 0.1f),
                               std::fma(static_cast<double>(v), 3.0, -0.2),
                               (v * 180.0f) * 0.0174532925199432957692f,
                               1.0f / (v + 2.0f),
                               1.0 / (static_cast<double>(v) + 2.0),
                               sat,
                               t * t * (3.0f - 2.0f * t),
                               v >= 0.25f ? 1.0f : 0.0f};
    const double tol[kOut] = {0, 1.2e-7 * std::fabs(want[1]) + 1e-8, 2.3e-16 * std::fabs(want[2]) + 1e-17,
                              2.4e-7 * std::fabs(want[3]) + 1e-9, 0, 0, 0, 5e-7, 0};
    for (int k = 0; k < kOut; ++k) {
      if (!(std::fabs(out[i * kOut + k] - want[k]) <= tol[k])) {
        std::printf("FAIL: output %d for x=%.9g got %.17g expected %.17g\n", k, v, out[i * kOut + k], want[k]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
