// concurrency::graphics short vectors.
#include <amp.h>
#include <amp_short_vectors.h>

#include <gtest/gtest.h>

#include <type_traits>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

TEST(ShimShortVectors, Basics) {
  float_3 a(1.0f, 2.0f, 3.0f);
  EXPECT_EQ(a.x, 1.0f);
  EXPECT_EQ(a.z, 3.0f);
  float_3 b(2.0f);
  EXPECT_EQ(a + b, float_3(3.0f, 4.0f, 5.0f));
  EXPECT_EQ(a * b, float_3(2.0f, 4.0f, 6.0f));
  EXPECT_EQ(a * 2.0f, float_3(2.0f, 4.0f, 6.0f));
  EXPECT_EQ(-a, float_3(-1.0f, -2.0f, -3.0f));
  a += b;
  EXPECT_EQ(a.y, 4.0f);
  a.z = 9.0f;
  EXPECT_EQ(a.get_z(), 9.0f);
  int_4 i(1, 2, 3, 4);
  EXPECT_EQ(i % int_4(2), int_4(1, 0, 1, 0));
  EXPECT_EQ(i << 1, int_4(2, 4, 6, 8));
  EXPECT_EQ(~int_2(0), int_2(-1, -1));
  EXPECT_EQ(int_2(5, 6).get_xy(), int_2(5, 6));
  uint_2 u(3u, 4u);
  EXPECT_EQ(u.y, 4u);
  double_2 d(static_cast<double_2>(float_2(1.5f, 2.5f)));
  EXPECT_EQ(d.y, 2.5);
  int2 alias = int_2(1, 2);
  EXPECT_EQ(alias.x, 1);
  EXPECT_EQ(float_4::size, 4);
  static_assert(std::is_same<short_vector<float, 2>::type, float_2>::value, "");
  static_assert(short_vector_traits<float_3>::size == 3, "");
  static_assert(std::is_trivially_copyable<float_4>::value, "kernel argument");
  static_assert(std::is_trivially_default_constructible<float_4>::value, "tile_static");
  int_3 c = int_3();  // value-initialized (the default constructor is trivial)
  EXPECT_EQ(c, int_3(0, 0, 0));
  EXPECT_EQ(c++, int_3(0));
  EXPECT_EQ(c, int_3(1));
}

TEST(ShimShortVectors, InKernel) {
  std::vector<float_2> v(16);
  array_view<float_2, 1> a(16, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    float_2 p(static_cast<float>(i[0]), 1.0f);
    a[i] = p * 2.0f + float_2(0.5f);
  });
  a.synchronize();
  EXPECT_EQ(v[3], float_2(6.5f, 2.5f));
}
