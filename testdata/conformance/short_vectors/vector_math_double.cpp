// vector_math_double.cpp
//
// Covers: geometry on double_3 / float_3 short vectors combined with
// amp_math.h (precise_math::sqrt, fast_math::rsqrt): dot and cross products
// written with component access, length, normalization, a restrict(amp)
// function template over the vector type, and swizzle-based cross product
// (a.yzx * b.zxy - a.zxy * b.yzx); against double arithmetic on the CPU.
#include <amp.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

template <typename V> typename V::value_type dot3(const V& a, const V& b) restrict(amp) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

int main() {
  constexpr int n = 150;
  std::vector<double_3> a(n), b(n), cr(n), nr(n);
  std::vector<float_3> fn(n);
  for (int i = 0; i < n; ++i) {
    a[i] = double_3(1.0 + i, 0.5 * i - 3.0, 2.0);
    b[i] = double_3(-1.0, 0.25 * i, 3.0 - i);
  }
  array_view<const double_3, 1> va(n, a), vb(n, b);
  array_view<double_3, 1> vc(n, cr), vn(n, nr);
  array_view<float_3, 1> vf(n, fn);
  vc.discard_data();
  vn.discard_data();
  vf.discard_data();
  parallel_for_each(va.extent, [=](index<1> i) restrict(amp) {
    const double_3 p = va[i], q = vb[i];
    const double_3 c = double_3(p.yzx) * double_3(q.zxy) - double_3(p.zxy) * double_3(q.yzx);
    vc[i] = c;
    const double len = precise_math::sqrt(dot3(p, p));
    vn[i] = p / double_3(len);
    const float_3 f(static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z));
    vf[i] = f * float_3(fast_math::rsqrt(dot3(f, f)));
  });
  vc.synchronize();
  vn.synchronize();
  vf.synchronize();
  for (int i = 0; i < n; ++i) {
    const double_3 p = a[i], q = b[i];
    const double cx = p.y * q.z - p.z * q.y, cy = p.z * q.x - p.x * q.z, cz = p.x * q.y - p.y * q.x;
    const double len = std::sqrt(p.x * p.x + p.y * p.y + p.z * p.z);
    if (cr[i].x != cx || cr[i].y != cy || cr[i].z != cz) {
      std::printf("FAIL: cross at %d got (%g,%g,%g) expected (%g,%g,%g)\n", i, cr[i].x, cr[i].y, cr[i].z, cx, cy, cz);
      return 1;
    }
    const double w[3] = {p.x / len, p.y / len, p.z / len};
    for (int c = 0; c < 3; ++c) {
      if (std::fabs(nr[i][c] - w[c]) > 1e-15 || std::fabs(fn[i][c] - w[c]) > 1e-6) {
        std::printf("FAIL: normalize at %d component %d got %.17g / %.9g expected %.17g\n", i, c, nr[i][c], fn[i][c],
                    w[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
