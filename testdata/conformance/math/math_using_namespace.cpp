// math_using_namespace.cpp
//
// Covers: calling amp_math.h functions unqualified after
// `using namespace concurrency::precise_math;` / `concurrency::fast_math;`
// inside restrict(amp) functions (AMP 1.2 spec: amp_math.h lives in those
// namespaces, and code commonly imports them), for float and double
// arguments, f-suffixed names (sinf, expf), a using-declaration
// (`using concurrency::precise_math::hypot;`) and a restrict(amp) function
// template; checked against <cmath> with relative bounds.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

static double precise_mix(double x) restrict(amp) {
  using namespace concurrency::precise_math;
  return sin(x) * exp(-x * x) + sqrt(fabs(x)) + pow(x, 2.0) + sinf(static_cast<float>(x));
}

static float fast_mix(float x) restrict(amp) {
  using namespace concurrency::fast_math;
  return cosf(x) + expf(x * 0.5f) + log(1.0f + x * x) + fmin(x, 0.25f);
}

template <typename T> T radius(T a, T b) restrict(amp) {
  using concurrency::precise_math::hypot;
  return hypot(a, b);
}

int main() {
  constexpr int n = 333;
  std::vector<double> x(n), r1(n), r3(n);
  std::vector<float> r2(n), r4(n);
  for (int i = 0; i < n; ++i)
    x[i] = -2.0 + 4.0 * i / (n - 1);
  array_view<const double, 1> ax(n, x);
  array_view<double, 1> a1(n, r1), a3(n, r3);
  array_view<float, 1> a2(n, r2), a4(n, r4);
  a1.discard_data();
  a2.discard_data();
  a3.discard_data();
  a4.discard_data();
  parallel_for_each(ax.extent, [=](index<1> i) restrict(amp) {
    a1[i] = precise_mix(ax[i]);
    a2[i] = fast_mix(static_cast<float>(ax[i]));
    a3[i] = radius(ax[i], 1.5);
    a4[i] = radius(static_cast<float>(ax[i]), 0.5f);
  });
  a1.synchronize();
  a2.synchronize();
  a3.synchronize();
  a4.synchronize();

  for (int i = 0; i < n; ++i) {
    const double d = x[i];
    const float f = static_cast<float>(d);
    const double w1 = std::sin(d) * std::exp(-d * d) + std::sqrt(std::fabs(d)) + std::pow(d, 2.0) +
                      static_cast<double>(std::sin(f));
    const double w2 = std::cos(static_cast<double>(f)) + std::exp(f * 0.5) +
                      std::log(1.0 + static_cast<double>(f * f)) + std::fmin(f, 0.25f);
    const double w3 = std::hypot(d, 1.5);
    const double w4 = std::hypot(static_cast<double>(f), 0.5);
    if (std::fabs(r1[i] - w1) > 1e-6 * (1.0 + std::fabs(w1)) ||
        std::fabs(r2[i] - w2) > 2e-5 * (1.0 + std::fabs(w2)) ||
        std::fabs(r3[i] - w3) > 1e-14 * w3 || std::fabs(r4[i] - w4) > 4e-7 * w4) {
      std::printf("FAIL: at x=%.9g got %.9g %.9g %.17g %.9g expected %.9g %.9g %.17g %.9g\n", d, r1[i],
                  r2[i], r3[i], r4[i], w1, w2, w3, w4);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
