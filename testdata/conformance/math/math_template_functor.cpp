// math_template_functor.cpp
//
// Covers: precise_math and fast_math called from generic restrict(amp) code:
// a function template instantiated for float and double that picks the
// matching precise_math overload (sqrt, exp, atan2), and a functor kernel
// (class with a restrict(amp) operator() and array_view members) evaluating a
// Gaussian with fast_math::expf and precise_math::exp; against <cmath>.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> T polar_radius_angle(T x, T y, T* angle) restrict(amp) {
  *angle = precise_math::atan2(y, x);
  return precise_math::sqrt(x * x + y * y) * precise_math::exp(T(0));
}

class Gaussian {
public:
  Gaussian(array_view<const float, 1> in, array_view<float, 1> fast, array_view<double, 1> prec, float sigma)
      : in_(in), fast_(fast), prec_(prec), sigma_(sigma) {}
  void operator()(index<1> i) const restrict(amp) {
    const float x = in_[i];
    fast_[i] = fast_math::expf(-(x * x) / (2.0f * sigma_ * sigma_));
    prec_[i] = precise_math::exp(-(static_cast<double>(x) * x) / (2.0 * sigma_ * sigma_));
  }

private:
  array_view<const float, 1> in_;
  array_view<float, 1> fast_;
  array_view<double, 1> prec_;
  float sigma_;
};

int main() {
  constexpr int n = 181;
  std::vector<float> x(n), fast(n), fr(n), fa(n);
  std::vector<double> prec(n), dr(n), da(n);
  for (int i = 0; i < n; ++i)
    x[i] = -3.0f + 6.0f * i / (n - 1);
  array_view<const float, 1> vx(n, x);
  array_view<float, 1> vfast(n, fast), vfr(n, fr), vfa(n, fa);
  array_view<double, 1> vprec(n, prec), vdr(n, dr), vda(n, da);
  parallel_for_each(vx.extent, Gaussian(vx, vfast, vprec, 1.25f));
  parallel_for_each(vx.extent, [=](index<1> i) restrict(amp) {
    float af;
    double ad;
    vfr[i] = polar_radius_angle(vx[i], 0.75f, &af);
    vfa[i] = af;
    vdr[i] = polar_radius_angle(static_cast<double>(vx[i]), -0.5, &ad);
    vda[i] = ad;
  });
  vfast.synchronize();
  vprec.synchronize();
  vfr.synchronize();
  vfa.synchronize();
  vdr.synchronize();
  vda.synchronize();
  for (int i = 0; i < n; ++i) {
    const double v = x[i];
    const double g = std::exp(-(v * v) / (2.0 * 1.25 * 1.25));
    const double rf = std::sqrt(v * v + 0.75 * 0.75), af = std::atan2(0.75, v);
    const double rd = std::sqrt(v * v + 0.25), ad = std::atan2(-0.5, v);
    if (std::fabs(fast[i] - g) > 2e-6 * g + 1e-7 || std::fabs(prec[i] - g) > 4e-16 * g ||
        std::fabs(fr[i] - rf) > 2.4e-7 * rf || std::fabs(fa[i] - af) > 4e-7 * std::fabs(af) + 1e-7 ||
        std::fabs(dr[i] - rd) > 3e-16 * rd || std::fabs(da[i] - ad) > 5e-16 * std::fabs(ad)) {
      std::printf("FAIL: at x=%g got %.9g %.17g %.9g %.9g %.17g %.17g expected %.9g %.17g %.9g %.9g %.17g %.17g\n", v,
                  fast[i], prec[i], fr[i], fa[i], dr[i], da[i], g, g, rf, af, rd, ad);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
