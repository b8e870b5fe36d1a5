// fast_vs_precise.cpp
//
// Covers: the precision contract between concurrency::fast_math and
// concurrency::precise_math (amp_math.h): on the same float inputs, every
// precise_math result is within a few ulp of the double-precision truth,
// and every fast_math result is within the (looser) documented bound of
// HIP's fast intrinsic it maps to (__sinf/__cosf 2^-21.41 absolute on
// [-pi, pi], __expf 2 + 1.16|x| ulp, __logf/__log2f 2^-21.41 absolute near 1,
// __powf via exp2(y log2 x)). The program measures the worst error of each,
// in ulps of the reference, and checks precise <= 4 ulp and fast <= 64 ulp
// (both well away from the 2^23 ulp a wrong function would give).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kN = 1024;
constexpr int kFns = 6;

static double ulps(float got, double want) {
  const float w = static_cast<float>(want);
  const double ulp = std::fabs(std::nextafter(w, 2.0f * w + 1.0f) - w);
  return std::fabs(static_cast<double>(got) - want) / (ulp > 0 ? ulp : 1e-45);
}

int main() {
  std::vector<float> x(kN), fast(kN * kFns), prec(kN * kFns);
  for (int i = 0; i < kN; ++i)
    x[i] = 0.1f + 3.0f * static_cast<float>(i) / kN;  // (0.1, 3.1): inside every fast domain
  array_view<const float, 1> ax(kN, x);
  array_view<float, 2> af(kN, kFns, fast), ap(kN, kFns, prec);
  af.discard_data();
  ap.discard_data();
  parallel_for_each(ax.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const float v = ax[idx];
    af(i, 0) = fast_math::sin(v);
    ap(i, 0) = precise_math::sin(v);
    af(i, 1) = fast_math::cos(v);
    ap(i, 1) = precise_math::cos(v);
    af(i, 2) = fast_math::exp(v);
    ap(i, 2) = precise_math::exp(v);
    af(i, 3) = fast_math::log(v);
    ap(i, 3) = precise_math::log(v);
    af(i, 4) = fast_math::log2(v + 1.0f);
    ap(i, 4) = precise_math::log2(v + 1.0f);
    af(i, 5) = fast_math::pow(v, 1.7f);
    ap(i, 5) = precise_math::pow(v, 1.7f);
  });
  af.synchronize();
  ap.synchronize();

  const char* names[kFns] = {"sin", "cos", "exp", "log", "log2", "pow"};
  for (int k = 0; k < kFns; ++k) {
    double worst_fast = 0, worst_prec = 0;
    for (int i = 0; i < kN; ++i) {
      const double v = x[i];
      double want = 0;
      switch (k) {
      case 0: want = std::sin(v); break;
      case 1: want = std::cos(v); break;
      case 2: want = std::exp(v); break;
      case 3: want = std::log(v); break;
      case 4: want = std::log2(static_cast<double>(x[i] + 1.0f)); break;
      case 5: want = std::pow(v, static_cast<double>(1.7f)); break;
      }
      // Near a zero of the function the bound is absolute (2^-21.41).
      const double abs_fast = std::fabs(fast[i * kFns + k] - want);
      const double uf = abs_fast <= 3.6e-7 ? 0.0 : ulps(fast[i * kFns + k], want);
      const double up = ulps(prec[i * kFns + k], want);
      worst_fast = uf > worst_fast ? uf : worst_fast;
      worst_prec = up > worst_prec ? up : worst_prec;
    }
    if (worst_prec > 4.0 || worst_fast > 64.0) {
      std::printf("FAIL: %s worst error precise %.2f ulp (<= 4), fast %.2f ulp (<= 64)\n", names[k],
                  worst_prec, worst_fast);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
