// norm_unorm_scalar.cpp
//
// Covers: AMP's scalar norm (a float clamped to [-1, 1]) and unorm (clamped
// to [0, 1]) from amp_short_vectors.h: the explicit constructors from
// float, double, int and unsigned int, norm from unorm, unorm from norm,
// conversion to float, + - * / and their compound forms (results clamped),
// unary minus of norm, ++/--, comparisons, and the NORM_MAX/UNORM_MAX
// style constants; in a kernel, against clamped float arithmetic on the CPU.
// norm is written graphics::norm: HIP declares a global ::norm function, so
// the unqualified name would be ambiguous in the translated (HIP) build.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static float cl(float v, float lo) { return v > 1.0f ? 1.0f : (v < lo ? lo : v); }

constexpr int kOut = 10;

int main() {
  constexpr int n = 81;
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i)
    x[i] = -2.0f + 0.05f * i;
  std::vector<float> out(n * kOut);
  array_view<const float, 1> vx(n, x);
  array_view<float, 2> o(n, kOut, out);
  o.discard_data();
  parallel_for_each(vx.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float v = vx[idx];
    const graphics::norm a(v);
    const unorm b(v);
    graphics::norm c(static_cast<double>(v) * 0.5);
    c += graphics::norm(0.75f);
    unorm d(b);
    d -= unorm(0.25f);
    d *= unorm(2);  // unorm(2) clamps to 1
    o(i, 0) = a;
    o(i, 1) = b;
    o(i, 2) = c;
    o(i, 3) = d;
    o(i, 4) = a * graphics::norm(-1) + graphics::norm(1u);        // -a + 1, clamped
    o(i, 5) = -a;
    o(i, 6) = graphics::norm(b) / graphics::norm(2.0f);           // b / 1
    o(i, 7) = unorm(a);                       // negative -> 0
    graphics::norm e(a);
    ++e;
    o(i, 8) = e;
    o(i, 9) = (a < graphics::norm(0.0f) ? 1.0f : 0.0f) + (b >= UNORM_MAX ? 2.0f : 0.0f) + (a == NORM_MIN ? 4.0f : 0.0f);
  });
  o.synchronize();
  for (int i = 0; i < n; ++i) {
    const float v = x[i];
    const float a = cl(v, -1.0f), b = cl(v, 0.0f);
    const float c = cl(cl(static_cast<float>(static_cast<double>(v) * 0.5), -1.0f) + 0.75f, -1.0f);
    const float d = cl(cl(b - 0.25f, 0.0f) * 1.0f, 0.0f);
    const float want[kOut] = {a,
                              b,
                              c,
                              d,
                              cl(cl(a * -1.0f, -1.0f) + 1.0f, -1.0f),
                              -a,
                              cl(b / 1.0f, -1.0f),
                              cl(a, 0.0f),
                              cl(a + 1.0f, -1.0f),
                              (a < 0.0f ? 1.0f : 0.0f) + (b >= 1.0f ? 2.0f : 0.0f) + (a == -1.0f ? 4.0f : 0.0f)};
    for (int k = 0; k < kOut; ++k) {
      if (out[i * kOut + k] != want[k]) {
        std::printf("FAIL: output %d for v=%.9g got %.9g expected %.9g\n", k, v, out[i * kOut + k], want[k]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
