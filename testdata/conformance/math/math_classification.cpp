// math_classification.cpp
//
// Covers: the classification functions of amp_math.h: precise_math isnan,
// isinf, isfinite, isnormal, signbit, signbitf, fpclassify (float and double)
// and fast_math isnan, isinf, isfinite, signbit, signbitf (float), plus
// precise_math nan(int) / nanf(int), on zeros of both signs, subnormals,
// normals, infinities and NaNs, against <cmath>. Results are compared as
// truth values (AMP returns a nonzero int, not a particular one).
#include <amp.h>
#include <amp_math.h>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

using namespace concurrency;

constexpr int kFlags = 13;

int main() {
  const double dinf = std::numeric_limits<double>::infinity();
  const double dnan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<double> vals = {0.0,  -0.0,  1.0,     -2.5,     DBL_MIN,  DBL_MIN / 8,
                                    -DBL_MIN / 4, 1e300, -1e-310, dinf, -dinf, dnan, -dnan,
                                    static_cast<double>(FLT_MIN) / 16, 3.0e38, 1e39};
  const int n = static_cast<int>(vals.size());
  std::vector<int> flags(n * kFlags);
  std::vector<float> nanf_out(n);
  std::vector<double> nan_out(n);
  array_view<const double, 1> av(n, vals);
  array_view<int, 2> fl(n, kFlags, flags);
  array_view<float, 1> nf(n, nanf_out);
  array_view<double, 1> nd(n, nan_out);
  fl.discard_data();
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const double d = av[idx];
    const float f = static_cast<float>(d);
    fl(i, 0) = precise_math::isnan(d) != 0;
    fl(i, 1) = precise_math::isinf(d) != 0;
    fl(i, 2) = precise_math::isfinite(d) != 0;
    fl(i, 3) = precise_math::isnormal(d) != 0;
    fl(i, 4) = precise_math::signbit(d) != 0;
    fl(i, 5) = precise_math::fpclassify(d);
    fl(i, 6) = precise_math::isnormal(f) != 0;
    fl(i, 7) = precise_math::signbitf(f) != 0;
    fl(i, 8) = precise_math::fpclassify(f);
    fl(i, 9) = fast_math::isnan(f) != 0;
    fl(i, 10) = fast_math::isinf(f) != 0;
    fl(i, 11) = fast_math::isfinite(f) != 0;
    fl(i, 12) = (fast_math::signbit(f) != 0) + 2 * (fast_math::signbitf(f) != 0);
    nf[idx] = precise_math::nanf(i);
    nd[idx] = precise_math::nan(i);
  });
  fl.synchronize();
  nf.synchronize();
  nd.synchronize();

  const char* names[kFlags] = {"isnan(d)",     "isinf(d)",  "isfinite(d)",   "isnormal(d)",
                               "signbit(d)",   "fpclassify(d)", "isnormal(f)", "signbitf",
                               "fpclassify(f)", "fast isnan", "fast isinf",  "fast isfinite",
                               "fast signbit+signbitf"};
  for (int i = 0; i < n; ++i) {
    const double d = vals[i];
    const float f = static_cast<float>(d);
    const int want[kFlags] = {std::isnan(d),     std::isinf(d),      std::isfinite(d),
                              std::isnormal(d),  std::signbit(d),    std::fpclassify(d),
                              std::isnormal(f),  std::signbit(f),    std::fpclassify(f),
                              std::isnan(f),     std::isinf(f),      std::isfinite(f),
                              3 * std::signbit(f)};
    for (int k = 0; k < kFlags; ++k) {
      if (flags[i * kFlags + k] != want[k]) {
        std::printf("FAIL: %s(%g) got %d expected %d\n", names[k], d, flags[i * kFlags + k], want[k]);
        return 1;
      }
    }
    if (!std::isnan(nanf_out[i]) || !std::isnan(nan_out[i])) {
      std::printf("FAIL: nanf(%d)/nan(%d) got %g/%g expected NaN\n", i, i, nanf_out[i], nan_out[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
