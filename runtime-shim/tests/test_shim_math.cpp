// fast_math, precise_math and direct3d functions: results, and no ambiguity
// with the standard library after using-directives.
#include <amp.h>
#include <amp_math.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <vector>

using namespace concurrency;

TEST(ShimMath, FastMath) {
  EXPECT_FLOAT_EQ(fast_math::sqrt(4.0f), 2.0f);
  EXPECT_FLOAT_EQ(fast_math::sqrtf(9.0f), 3.0f);
  EXPECT_FLOAT_EQ(fast_math::rsqrt(4.0f), 0.5f);
  EXPECT_FLOAT_EQ(fast_math::exp2(3.0f), 8.0f);
  EXPECT_FLOAT_EQ(fast_math::log2(8.0f), 3.0f);
  EXPECT_FLOAT_EQ(fast_math::pow(2.0f, 10.0f), 1024.0f);
  EXPECT_FLOAT_EQ(fast_math::fmax(1.0f, 2.0f), 2.0f);
  EXPECT_FLOAT_EQ(fast_math::fabs(-1.5f), 1.5f);
  EXPECT_FLOAT_EQ(fast_math::floor(-1.5f), -2.0f);
  EXPECT_FLOAT_EQ(fast_math::round(2.5f), 3.0f);
  EXPECT_FLOAT_EQ(fast_math::trunc(-2.7f), -2.0f);
  float s, c;
  fast_math::sincos(0.0f, &s, &c);
  EXPECT_FLOAT_EQ(s, 0.0f);
  EXPECT_FLOAT_EQ(c, 1.0f);
  EXPECT_TRUE(fast_math::isnan(std::nanf("")));
  EXPECT_TRUE(fast_math::isinf(INFINITY));
  EXPECT_FALSE(fast_math::isinf(1.0f));
  int e;
  EXPECT_FLOAT_EQ(fast_math::frexp(8.0f, &e), 0.5f);
  EXPECT_EQ(e, 4);
}

TEST(ShimMath, PreciseMath) {
  EXPECT_DOUBLE_EQ(precise_math::sqrt(2.0), std::sqrt(2.0));
  EXPECT_DOUBLE_EQ(precise_math::cbrt(27.0), 3.0);
  EXPECT_FLOAT_EQ(precise_math::cbrtf(8.0f), 2.0f);
  EXPECT_DOUBLE_EQ(precise_math::hypot(3.0, 4.0), 5.0);
  EXPECT_DOUBLE_EQ(precise_math::fma(2.0, 3.0, 1.0), 7.0);
  EXPECT_DOUBLE_EQ(precise_math::exp10(2.0), 100.0);
  EXPECT_NEAR(precise_math::sinpi(0.5), 1.0, 1e-12);
  EXPECT_DOUBLE_EQ(precise_math::atan2(1.0, 1.0), std::atan2(1.0, 1.0));
  EXPECT_TRUE(precise_math::isnan(std::nan("")));
  EXPECT_TRUE(precise_math::signbit(-0.0));
  EXPECT_EQ(precise_math::ilogb(8.0), 3);
}

TEST(ShimMath, UsingDirectivesStayUnambiguous) {
  using namespace concurrency::fast_math;
  float x = 16.0f;
  EXPECT_FLOAT_EQ(sqrtf(x), 4.0f);
  EXPECT_FLOAT_EQ(sqrt(x), 4.0f);
  EXPECT_DOUBLE_EQ(sqrt(2.0), std::sqrt(2.0));
  {
    using namespace concurrency::precise_math;
    using namespace std;
    EXPECT_DOUBLE_EQ(cos(0.0), 1.0);
    EXPECT_FLOAT_EQ(powf(2.0f, 2.0f), 4.0f);
  }
  using namespace concurrency::direct3d;
  EXPECT_EQ(abs(-3), 3);
}

TEST(ShimMath, Direct3D) {
  using namespace concurrency::direct3d;
  EXPECT_FLOAT_EQ(mad(2.0f, 3.0f, 1.0f), 7.0f);
  EXPECT_EQ(mad(2, 3, 1), 7);
  EXPECT_FLOAT_EQ(clamp(5.0f, 0.0f, 1.0f), 1.0f);
  EXPECT_EQ(clamp(-5, 0, 10), 0);
  EXPECT_FLOAT_EQ(rcp(4.0f), 0.25f);
  EXPECT_FLOAT_EQ(saturate(-0.5f), 0.0f);
  EXPECT_FLOAT_EQ(saturate(0.25f), 0.25f);
  EXPECT_EQ(countbits(0xF0F0u), 8u);
  EXPECT_EQ(firstbithigh(1), 0);
  EXPECT_EQ(firstbithigh(0x80), 7);
  EXPECT_EQ(firstbithigh(0), -1);
  EXPECT_EQ(firstbithigh(-1), -1);
  EXPECT_EQ(firstbithigh(-2), 0);
  EXPECT_EQ(firstbitlow(0x50), 4);
  EXPECT_EQ(firstbitlow(0), -1);
  EXPECT_EQ(reversebits(1u), 0x80000000u);
  EXPECT_EQ(reversebits(0xF0u), 0x0F000000u);
  EXPECT_FLOAT_EQ(smoothstep(0.0f, 1.0f, 0.5f), 0.5f);
  EXPECT_FLOAT_EQ(step(0.5f, 0.7f), 1.0f);
  EXPECT_FLOAT_EQ(step(0.5f, 0.2f), 0.0f);
  EXPECT_EQ(sign(-4), -1);
  EXPECT_EQ(imax(3, 9), 9);
  EXPECT_EQ(umin(3u, 9u), 3u);
}

TEST(ShimMath, InKernel) {
  std::vector<float> v(64);
  array_view<float, 1> a(64, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    float x = static_cast<float>(i[0]);
    a[i] = fast_math::sqrt(x * x) + precise_math::fabs(-1.0f) +
           direct3d::saturate(x);
  });
  a.synchronize();
  EXPECT_FLOAT_EQ(v[0], 1.0f);
  EXPECT_FLOAT_EQ(v[10], 12.0f);
}
