// index, extent, tiled_extent and tiled_index: construction, arithmetic,
// comparisons and the tiled helpers.
#include <amp.h>

#include <gtest/gtest.h>

#include <type_traits>

using namespace concurrency;

TEST(ShimIndex, ConstructionAndAccess) {
  index<1> a(5);
  EXPECT_EQ(a[0], 5);
  index<2> b(1, 2);
  EXPECT_EQ(b[0], 1);
  EXPECT_EQ(b[1], 2);
  index<3> c(1, 2, 3);
  EXPECT_EQ(c[2], 3);
  const int comps[5] = {1, 2, 3, 4, 5};
  index<5> d(comps);
  EXPECT_EQ(d[4], 5);
  index<4> z;
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(z[i], 0);
  d[0] = 9;
  EXPECT_EQ(d[0], 9);
  EXPECT_EQ(index<7>::rank, 7);
  static_assert(std::is_trivially_copyable<index<3>>::value, "kernel argument");
  static_assert(std::is_trivially_copyable<extent<3>>::value, "kernel argument");
}

TEST(ShimIndex, Arithmetic) {
  index<2> a(4, 6), b(1, 2);
  EXPECT_EQ(a + b, index<2>(5, 8));
  EXPECT_EQ(a - b, index<2>(3, 4));
  EXPECT_EQ(a * 2, index<2>(8, 12));
  EXPECT_EQ(2 * a, index<2>(8, 12));
  EXPECT_EQ(a / 2, index<2>(2, 3));
  EXPECT_EQ(a % 4, index<2>(0, 2));
  EXPECT_EQ(a + 1, index<2>(5, 7));
  EXPECT_EQ(10 - a, index<2>(6, 4));
  index<2> c = a;
  c += b;
  EXPECT_EQ(c, index<2>(5, 8));
  c -= 1;
  EXPECT_EQ(c, index<2>(4, 7));
  EXPECT_EQ(c++, index<2>(4, 7));
  EXPECT_EQ(c, index<2>(5, 8));
  EXPECT_EQ(++c, index<2>(6, 9));
  EXPECT_EQ(c--, index<2>(6, 9));
  EXPECT_EQ(--c, index<2>(4, 7));
  EXPECT_NE(a, b);
  EXPECT_TRUE(a == index<2>(4, 6));
}

TEST(ShimExtent, SizeContainsArithmetic) {
  extent<3> e(2, 3, 4);
  EXPECT_EQ(e.size(), 24u);
  EXPECT_TRUE(e.contains(index<3>(1, 2, 3)));
  EXPECT_FALSE(e.contains(index<3>(2, 0, 0)));
  EXPECT_FALSE(e.contains(index<3>(0, -1, 0)));
  EXPECT_EQ(e + index<3>(1, 1, 1), extent<3>(3, 4, 5));
  EXPECT_EQ(e * 2, extent<3>(4, 6, 8));
  EXPECT_EQ(e - 1, extent<3>(1, 2, 3));
  EXPECT_EQ(e / 2, extent<3>(1, 1, 2));
  EXPECT_EQ(e % 3, extent<3>(2, 0, 1));
  extent<3> f = e;
  f += extent<3>(1, 1, 1);
  EXPECT_EQ(f, extent<3>(3, 4, 5));
  ++f;
  EXPECT_EQ(f, extent<3>(4, 5, 6));
  const int big[6] = {2, 2, 2, 2, 2, 3};
  EXPECT_EQ(extent<6>(big).size(), 96u);
  EXPECT_EQ(extent<1>(7)[0], 7);
}

TEST(ShimTiled, TiledExtent) {
  extent<2> e(100, 60);
  tiled_extent<16, 16> t = e.tile<16, 16>();
  EXPECT_EQ(t.rank, 2);
  EXPECT_EQ(t.tile_dim0, 16);
  EXPECT_EQ(t.tile_dim1, 16);
  EXPECT_EQ(t[0], 100);
  EXPECT_EQ(t.get_tile_extent(), extent<2>(16, 16));
  EXPECT_EQ(t.tile_extent, extent<2>(16, 16));
  EXPECT_EQ(static_cast<extent<2>>(t.pad()), extent<2>(112, 64));
  EXPECT_EQ(static_cast<extent<2>>(t.truncate()), extent<2>(96, 48));
  tiled_extent<8> t1 = extent<1>(20).tile<8>();
  EXPECT_EQ(t1.pad()[0], 24);
  EXPECT_EQ(t1.truncate()[0], 16);
  EXPECT_EQ(t1.tile_extent[0], 8);
  tiled_extent<2, 4, 8> t3 = extent<3>(2, 4, 8).tile<2, 4, 8>();
  EXPECT_EQ(t3.rank, 3);
  EXPECT_EQ(t3.tile_dim2, 8);
  EXPECT_EQ(t3.size(), 64u);
  EXPECT_TRUE(t3 == t3.pad());
}

TEST(ShimTiled, TiledIndexMembers) {
  tiled_index<4, 8> t(index<2>(9, 17), index<2>(1, 1), index<2>(2, 2),
                      index<2>(8, 16), tile_barrier());
  EXPECT_EQ(t.global, index<2>(9, 17));
  EXPECT_EQ(t.local, index<2>(1, 1));
  EXPECT_EQ(t.tile, index<2>(2, 2));
  EXPECT_EQ(t.tile_origin, index<2>(8, 16));
  EXPECT_EQ(t.tile_extent, extent<2>(4, 8));
  EXPECT_EQ(t.get_tile_extent(), extent<2>(4, 8));
  EXPECT_EQ(t.tile_dim1, 8);
  EXPECT_EQ(t.rank, 2);
  const index<2> g = t; // the global index
  EXPECT_EQ(g, index<2>(9, 17));
}

TEST(ShimTiled, ThisTiledIndexFromBuiltins) {
  blockIdx = dim3(3, 2, 1);
  threadIdx = dim3(5, 1, 0);
  blockDim = dim3(8, 4, 1);
  tiled_index<4, 8> t = amp2hip::this_tiled_index<4, 8>();
  EXPECT_EQ(t.local, index<2>(1, 5));
  EXPECT_EQ(t.tile, index<2>(2, 3));
  EXPECT_EQ(t.tile_origin, index<2>(8, 24));
  EXPECT_EQ(t.global, index<2>(9, 29));

  blockIdx = dim3(1, 2, 3);
  threadIdx = dim3(1, 0, 1);
  blockDim = dim3(2, 2, 2);
  tiled_index<2, 2, 2> t3 = amp2hip::this_tiled_index<2, 2, 2>();
  EXPECT_EQ(t3.global, index<3>(7, 4, 3));
  EXPECT_EQ(t3.local, index<3>(1, 0, 1));
  blockIdx = dim3(0, 0, 0);
  threadIdx = dim3(0, 0, 0);
  blockDim = dim3(1, 1, 1);
}

TEST(ShimTiled, TriviallyCopyable) {
  static_assert(std::is_trivially_copyable<tiled_extent<16, 16>>::value, "kernel argument");
  static_assert(std::is_trivially_copyable<tiled_index<8, 8, 4>>::value, "kernel argument");
  static_assert(std::is_trivially_copyable<amp2hip::compute_domain<5>>::value,
                "kernel argument");
  tiled_extent<4> a = extent<1>(8).tile<4>(), b = extent<1>(12).tile<4>();
  a = b;
  EXPECT_EQ(a[0], 12);
  EXPECT_EQ(a.tile_extent[0], 4);
}
