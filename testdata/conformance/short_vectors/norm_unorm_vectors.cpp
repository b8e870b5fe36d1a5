// norm_unorm_vectors.cpp
//
// Covers: the norm_2/3/4 and unorm_2/3/4 short vectors (amp_short_vectors.h):
// construction from norm/unorm components and by broadcast, component
// access, component-wise + - * with every result component clamped
// (saturating colour arithmetic), swizzles of a unorm_4 (bgra), storage in an
// array_view<unorm_4>, and conversion back to float_4; against clamped
// float arithmetic on the CPU.
// norm is written graphics::norm: HIP declares a global ::norm function, so
// the unqualified name would be ambiguous in the translated (HIP) build.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static float sat(float v) { return v > 1.0f ? 1.0f : (v < 0.0f ? 0.0f : v); }
static float snorm(float v) { return v > 1.0f ? 1.0f : (v < -1.0f ? -1.0f : v); }

int main() {
  constexpr int n = 97;
  std::vector<unorm_4> colors(n);
  for (int i = 0; i < n; ++i)
    colors[i] = unorm_4(unorm(0.01f * i), unorm(1.0f - 0.01f * i), unorm(0.5f), unorm(0.02f * i));
  std::vector<unorm_4> blended(n);
  std::vector<float_2> nrm(n);
  array_view<const unorm_4, 1> vc(n, colors);
  array_view<unorm_4, 1> vb(n, blended);
  array_view<float_2, 1> vn(n, nrm);
  vb.discard_data();
  vn.discard_data();
  parallel_for_each(vc.extent, [=](index<1> i) restrict(amp) {
    const unorm_4 c = vc[i];
    unorm_4 b = c + c * unorm_4(unorm(0.75f));  // saturating add
    b = b - unorm_4(unorm(0.125f));
    unorm_4 swapped;
    swapped.bgra = b;  // swap red and blue through the swizzle property
    vb[i] = swapped;
    norm_2 p(graphics::norm(c.x) - graphics::norm(c.y), graphics::norm(-3.0f));
    p = p + norm_2(graphics::norm(0.25f));
    vn[i] = float_2(p);
  });
  vb.synchronize();
  vn.synchronize();
  for (int i = 0; i < n; ++i) {
    const float c[4] = {sat(0.01f * i), sat(1.0f - 0.01f * i), 0.5f, sat(0.02f * i)};
    float b[4];
    for (int k = 0; k < 4; ++k)
      b[k] = sat(sat(c[k] + sat(c[k] * 0.75f)) - 0.125f);
    const float want[4] = {b[2], b[1], b[0], b[3]};
    for (int k = 0; k < 4; ++k) {
      if (static_cast<float>(blended[i][k]) != want[k]) {
        std::printf("FAIL: unorm_4 blend at %d component %d got %.9g expected %.9g\n", i, k,
                    static_cast<float>(blended[i][k]), want[k]);
        return 1;
      }
    }
    const float px = snorm(snorm(c[0] - c[1]) + 0.25f), py = snorm(-1.0f + 0.25f);
    if (nrm[i].x != px || nrm[i].y != py) {
      std::printf("FAIL: norm_2 at %d got (%.9g,%.9g) expected (%.9g,%.9g)\n", i, nrm[i].x, nrm[i].y, px, py);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
