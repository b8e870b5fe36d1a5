// gather.cpp
//
// Covers: texture_view<const T, 2>::gather_red / gather_green / gather_blue
// / gather_alpha with a sampler and in the gather<address_mode> template
// form, on float_4 and int_2 textures: each returns one component of the
// 2x2 texels a bilinear sample at the coordinate would use, in Direct3D's
// order (x: left-bottom, y: right-bottom, z: right-top, w: left-top, with
// rows growing "down"), addressed with wrap, clamp and border.
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static bool addr(int& i, int n, address_mode m) {
  if (m == address_wrap)
    i = ((i % n) + n) % n;
  else if (m == address_clamp)
    i = i < 0 ? 0 : (i > n - 1 ? n - 1 : i);
  else if (i < 0 || i >= n)
    return false;
  return true;
}

int main() {
  const int rows = 4, cols = 5;
  std::vector<float_4> px(rows * cols);
  std::vector<int_2> ip(rows * cols);
  for (int i = 0; i < rows * cols; ++i) {
    px[i] = float_4(1.0f * i, 100.0f + i, -1.0f * i, 0.5f * i);
    ip[i] = int_2(i, -3 * i);
  }
  texture<float_4, 2> tf(rows, cols, px.begin(), px.end());
  texture<int_2, 2> ti(rows, cols, ip.begin(), ip.end());
  texture_view<const float_4, 2> vf(tf);
  texture_view<const int_2, 2> vi(ti);

  std::vector<float_2> coords;
  for (int j = -3; j <= 13; ++j)
    for (int k = -3; k <= 11; ++k)
      coords.push_back(float_2(j * 0.083f + 0.01f, k * 0.101f + 0.02f));
  const int n = (int)coords.size();
  const address_mode modes[3] = {address_wrap, address_clamp, address_border};
  for (address_mode m : modes) {
    sampler s(filter_point, m, float_4(-7.0f, -8.0f, -9.0f, -10.0f));
    std::vector<float_4> r(n), g(n), b(n), a(n), tmpl(n);
    std::vector<int_4> ig(n);
    array_view<const float_2, 1> cv(n, coords);
    array_view<float_4, 1> rv(n, r), gv(n, g), bv(n, b), av(n, a), tv(n, tmpl);
    array_view<int_4, 1> iv(n, ig);
    parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) {
      rv[i] = vf.gather_red(s, cv[i]);
      gv[i] = vf.gather_green(s, cv[i]);
      bv[i] = vf.gather_blue(s, cv[i]);
      av[i] = vf.gather_alpha(s, cv[i]);
      tv[i] = vf.gather_red<address_clamp>(cv[i]);
      iv[i] = vi.gather_green(s, cv[i]);
    });
    rv.synchronize(); gv.synchronize(); bv.synchronize(); av.synchronize();
    tv.synchronize(); iv.synchronize();
    for (int i = 0; i < n; ++i) {
      float u = coords[i].x * cols - 0.5f, v = coords[i].y * rows - 0.5f;
      int c0 = (int)std::floor(u), r0 = (int)std::floor(v);
      const int dc[4] = {0, 1, 1, 0}, dr[4] = {1, 1, 0, 0};
      for (int k = 0; k < 4; ++k) {
        int c = c0 + dc[k], rr = r0 + dr[k];
        bool in = addr(c, cols, m) & addr(rr, rows, m);
        const float_4 t = in ? px[rr * cols + c] : float_4(-7.0f, -8.0f, -9.0f, -10.0f);
        const int_2 ti2 = in ? ip[rr * cols + c] : int_2(-7, -8);
        const float got[4] = {(&r[i].x)[k], (&g[i].x)[k], (&b[i].x)[k], (&a[i].x)[k]};
        const float want[4] = {t.x, t.y, t.z, t.w};
        for (int ch = 0; ch < 4; ++ch)
          if (got[ch] != want[ch]) {
            std::printf("FAIL: mode %d coord %d texel %d channel %d: got %g, want %g\n", (int)m, i,
                        k, ch, got[ch], want[ch]);
            return 1;
          }
        if ((&ig[i].x)[k] != ti2.y) {
          std::printf("FAIL: int_2 gather_green mode %d coord %d texel %d\n", (int)m, i, k);
          return 1;
        }
        int cc = c0 + dc[k], rc = r0 + dr[k];
        addr(cc, cols, address_clamp);
        addr(rc, rows, address_clamp);
        if ((&tmpl[i].x)[k] != px[rc * cols + cc].x) {
          std::printf("FAIL: gather_red<address_clamp> coord %d texel %d\n", i, k);
          return 1;
        }
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
