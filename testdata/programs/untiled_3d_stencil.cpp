// untiled_3d_stencil.cpp
//
// Covers: a 3-D untiled parallel_for_each (index<3>, extent<3>) implementing a
// 7-point stencil with boundary handling, index<3> arithmetic (idx + offset),
// extent<3>::contains, array_view<const float,3> constructed from an extent<3>
// and a vector, and two kernels ping-ponging between buffers.
// Dimensions 11 x 19 x 35 are not multiples of any block size.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

namespace stencil {

const float kCenter = 0.4f;
const float kSide = 0.1f;

// One Jacobi-like step: out = center*in + side*sum(neighbours inside the grid).
void step(const array_view<const float, 3>& in, const array_view<float, 3>& out) {
  out.discard_data();
  parallel_for_each(out.extent, [=](index<3> idx) restrict(amp) {
    float acc = kCenter * in[idx];
    const int offs[6][3] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0},
                            {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    for (int k = 0; k < 6; ++k) {
      index<3> nb = idx + index<3>(offs[k][0], offs[k][1], offs[k][2]);
      if (in.extent.contains(nb)) acc += kSide * in[nb];
    }
    out[idx] = acc;
  });
}

void step_cpu(const std::vector<float>& in, std::vector<float>& out, int d0, int d1, int d2) {
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int k = 0; k < d2; ++k) {
        float acc = kCenter * in[(i * d1 + j) * d2 + k];
        const int offs[6][3] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0},
                                {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        for (int o = 0; o < 6; ++o) {
          int a = i + offs[o][0], b = j + offs[o][1], c = k + offs[o][2];
          if (a >= 0 && a < d0 && b >= 0 && b < d1 && c >= 0 && c < d2)
            acc += kSide * in[(a * d1 + b) * d2 + c];
        }
        out[(i * d1 + j) * d2 + k] = acc;
      }
}

}  // namespace stencil

int main() {
  const int d0 = 11, d1 = 19, d2 = 35;
  const int total = d0 * d1 * d2;
  std::vector<float> a(total), b(total, 0.0f);
  for (int i = 0; i < total; ++i) a[i] = static_cast<float>((i * 37) % 101) / 10.0f;
  std::vector<float> ca = a, cb(total, 0.0f);

  extent<3> e(d0, d1, d2);
  {
    array_view<float, 3> va(e, a), vb(e, b);
    for (int it = 0; it < 4; ++it) {
      if (it % 2 == 0) stencil::step(va, vb);
      else stencil::step(vb, va);
    }
    va.synchronize();
  }
  for (int it = 0; it < 4; ++it) {
    if (it % 2 == 0) stencil::step_cpu(ca, cb, d0, d1, d2);
    else stencil::step_cpu(cb, ca, d0, d1, d2);
  }
  for (int i = 0; i < total; ++i) {
    if (!(std::fabs(a[i] - ca[i]) <= 1e-4f)) {
      std::printf("FAIL: element %d (%d,%d,%d) got %f expected %f\n", i, i / (d1 * d2),
                  (i / d2) % d1, i % d2, a[i], ca[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
