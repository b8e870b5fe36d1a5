// precise_special_inverse.cpp
//
// Covers: concurrency::precise_math erfinv, erfcinv, phi, probit (float and
// double overloads) and erfinvf, erfcinvf, phif, probitf (amp_math.h
// precise_math namespace; HIP's erfinv, erfcinv, normcdf, normcdfinv).
// <cmath> has no inverses, so they are checked through identities on the
// CPU: erf(erfinv(y)) = y, erfc(erfcinv(c)) = c, phi(x) = erfc(-x/sqrt2)/2,
// phi(probit(p)) = p, each within a relative bound that allows the ulp error
// CUDA documents (2-5 ulp) times the condition number of the identity.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 199;
constexpr int kCases = 8;

static bool near(double got, double want, double rel) {
  return std::fabs(got - want) <= rel * std::fabs(want) + 1e-300;
}

int main() {
  std::vector<double> y(kN), c(kN), x(kN), p(kN);
  for (int i = 0; i < kN; ++i) {
    const double t = (i + 0.5) / kN;  // (0, 1)
    y[i] = -0.99 + 1.98 * t;
    c[i] = 0.01 + 1.98 * t;
    x[i] = -4.0 + 8.0 * t;
    p[i] = 0.001 + 0.998 * t;
  }
  std::vector<double> out(kN * kCases);
  array_view<const double, 1> ay(kN, y), ac(kN, c), ax(kN, x), ap(kN, p);
  array_view<double, 2> o(kN, kCases, out);
  o.discard_data();
  parallel_for_each(extent<1>(kN), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    o(i, 0) = precise_math::erfinv(ay[idx]);
    o(i, 1) = precise_math::erfcinv(ac[idx]);
    o(i, 2) = precise_math::phi(ax[idx]);
    o(i, 3) = precise_math::probit(ap[idx]);
    o(i, 4) = precise_math::erfinvf(static_cast<float>(ay[idx]));
    o(i, 5) = precise_math::erfcinv(static_cast<float>(ac[idx]));
    o(i, 6) = precise_math::phif(static_cast<float>(ax[idx]));
    o(i, 7) = precise_math::probitf(static_cast<float>(ap[idx]));
  });
  o.synchronize();

  for (int i = 0; i < kN; ++i) {
    const double* r = &out[i * kCases];
    const float yf = static_cast<float>(y[i]), cf = static_cast<float>(c[i]);
    const float xf = static_cast<float>(x[i]), pf = static_cast<float>(p[i]);
    struct Check { const char* what; bool ok; double got, arg; } checks[] = {
        {"erf(erfinv(y))", near(std::erf(r[0]), y[i], 1e-13), r[0], y[i]},
        {"erfc(erfcinv(c))", near(std::erfc(r[1]), c[i], 1e-13), r[1], c[i]},
        {"phi(x)", near(r[2], 0.5 * std::erfc(-x[i] / std::sqrt(2.0)), 1e-14), r[2], x[i]},
        {"phi(probit(p))", near(0.5 * std::erfc(-r[3] / std::sqrt(2.0)), p[i], 1e-13), r[3], p[i]},
        {"erf(erfinvf(y))", near(std::erf(r[4]), yf, 4e-6), r[4], yf},
        {"erfc(erfcinv(float c))", near(std::erfc(r[5]), cf, 4e-6), r[5], cf},
        {"phif(x)", near(r[6], 0.5 * std::erfc(-xf / std::sqrt(2.0)), 1e-5), r[6], xf},
        {"phi(probitf(p))", near(0.5 * std::erfc(-r[7] / std::sqrt(2.0)), pf, 4e-6), r[7], pf},
    };
    for (const Check& k : checks) {
      if (!k.ok) {
        std::printf("FAIL: %s at i=%d (arg %.17g) got %.17g\n", k.what, i, k.arg, k.got);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
