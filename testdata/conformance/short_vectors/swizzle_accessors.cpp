// swizzle_accessors.cpp
//
// Covers: the get_/set_ member functions behind AMP's swizzle properties
// (amp_short_vectors.h): get_xy, get_yx, get_zx, get_xyz, get_zyx, get_wzyx,
// get_bgra, get_rg and set_yx, set_zy, set_xzy, set_wzyx, set_abgr on int_4,
// float_3 and double_4, in a kernel; against hand-shuffled components.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 77;
  std::vector<int_4> ri(n);
  std::vector<float_3> rf(n);
  std::vector<double_4> rd(n);
  array_view<int_4, 1> vi(n, ri);
  array_view<float_3, 1> vf(n, rf);
  array_view<double_4, 1> vd(n, rd);
  vi.discard_data();
  vf.discard_data();
  vd.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const int_4 a(i, i + 1, i + 2, i + 3);
    int_4 r;
    r.set_wzyx(a);                              // reversed
    r.set_yx(a.get_zx());                       // r.y = a.z, r.x = a.x
    r.set_zy(int_2(a.get_xyz().x, a.get_zyx().x));  // r.z = a.x, r.y = a.z
    vi[idx] = r;
    float_3 f(0.5f * i, 1.5f, -2.0f);
    f.set_xzy(float_3(f.get_rg().y, f.get_x(), 9.0f));  // x = 1.5, z = 0.5i, y = 9
    vf[idx] = f;
    double_4 d(1.0, 2.0, 3.0, 0.25 * i);
    double_4 e = d.get_bgra();                  // (3, 2, 1, 0.25i)
    e.set_abgr(e);                              // reversed again: (0.25i, 1, 2, 3)
    vd[idx] = e;
  });
  vi.synchronize();
  vf.synchronize();
  vd.synchronize();
  for (int i = 0; i < n; ++i) {
    // r = (i+3, i+2, i+1, i) -> yx = (i, i+2): r = (i, i+2, i+1, i) -> z = i, y = i+2
    const int wi[4] = {i, i + 2, i, i};
    const float wf[3] = {1.5f, 9.0f, 0.5f * i};
    const double wd[4] = {0.25 * i, 1.0, 2.0, 3.0};
    for (int c = 0; c < 4; ++c) {
      if (ri[i][c] != wi[c] || rd[i][c] != wd[c] || (c < 3 && rf[i][c] != wf[c])) {
        std::printf("FAIL: component %d at %d got int %d double %g float %g expected %d %g %g\n", c, i, ri[i][c],
                    rd[i][c], c < 3 ? rf[i][c] : 0.0f, wi[c], wd[c], c < 3 ? wf[c] : 0.0f);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
