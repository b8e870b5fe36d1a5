// compute_domain: every index of the extent is produced by exactly one thread
// of the grid, for every rank, odd sizes and grids folded past HIP's limits;
// tile_grid's geometry and errors. Threads are simulated by setting the host
// backend's threadIdx/blockIdx/blockDim/gridDim directly.
#include <amp.h>

#include <gtest/gtest.h>

#include <vector>

using namespace concurrency;

namespace {

// Runs thread_index for every thread of the launch and counts each index.
template <int N>
void expect_exact_cover(const extent<N> &e, dim3 block,
                        bool expect_folded = false) {
  const amp2hip::compute_domain<N> d(e, block);
  const dim3 grid = d.grid();
  ASSERT_LE(grid.x, 2147483647u);
  ASSERT_LE(grid.y, 65535u);
  ASSERT_LE(grid.z, 65535u);
  EXPECT_EQ(d.is_folded(), expect_folded);
  std::vector<unsigned char> hits(e.size(), 0);
  std::size_t outside = 0;
  blockDim = block;
  gridDim = grid;
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx) {
        blockIdx = dim3(bx, by, bz);
        for (unsigned tz = 0; tz < block.z; ++tz)
          for (unsigned ty = 0; ty < block.y; ++ty)
            for (unsigned tx = 0; tx < block.x; ++tx) {
              threadIdx = dim3(tx, ty, tz);
              const index<N> idx = d.thread_index();
              if (!d.contains(idx)) {
                ++outside;
                continue;
              }
              ASSERT_TRUE(e.contains(idx));
              std::size_t lin = 0;
              for (int k = 0; k < N; ++k)
                lin = lin * static_cast<std::size_t>(e[k]) +
                      static_cast<std::size_t>(idx[k]);
              ASSERT_EQ(hits[lin], 0) << "index produced twice";
              hits[lin] = 1;
            }
      }
  for (std::size_t i = 0; i < hits.size(); ++i)
    ASSERT_EQ(hits[i], 1) << "index " << i << " never produced";
  const std::size_t threads = static_cast<std::size_t>(grid.x) * grid.y * grid.z *
                              block.x * block.y * block.z;
  EXPECT_EQ(threads - outside, e.size());
  blockIdx = dim3(0, 0, 0);
  threadIdx = dim3(0, 0, 0);
  blockDim = dim3(1, 1, 1);
  gridDim = dim3(1, 1, 1);
}

} // namespace

TEST(ShimComputeDomain, Rank1) {
  expect_exact_cover(extent<1>(1), dim3(256));
  expect_exact_cover(extent<1>(1000), dim3(256));
  expect_exact_cover(extent<1>(1024), dim3(256));
  expect_exact_cover(extent<1>(7), dim3(3));
}

TEST(ShimComputeDomain, Rank2And3) {
  expect_exact_cover(extent<2>(33, 65), dim3(32, 8));
  expect_exact_cover(extent<2>(1, 1), dim3(32, 8));
  expect_exact_cover(extent<3>(5, 7, 33), dim3(32, 4, 2));
  expect_exact_cover(extent<3>(3, 1, 1), dim3(1, 1, 2));
}

TEST(ShimComputeDomain, DefaultBlocks) {
  EXPECT_EQ(amp2hip::default_block<1>().x, 256u);
  EXPECT_EQ(amp2hip::default_block<2>().y, 8u);
  const dim3 b5 = amp2hip::default_block<5>();
  EXPECT_EQ(b5.x * b5.y * b5.z, 256u);
  const int e5[5] = {3, 3, 3, 3, 40};
  expect_exact_cover(extent<5>(e5), amp2hip::default_block<5>());
  expect_exact_cover(extent<2>(9, 70), amp2hip::default_block<2>());
}

TEST(ShimComputeDomain, HigherRanks) {
  const int e4[4] = {3, 5, 7, 9};
  expect_exact_cover(extent<4>(e4), dim3(8, 4, 2));
  const int e5[5] = {2, 3, 2, 5, 3};
  expect_exact_cover(extent<5>(e5), dim3(4, 2, 4));
  const int e6[6] = {1, 2, 3, 1, 2, 17};
  expect_exact_cover(extent<6>(e6), dim3(16, 2, 1));
}

TEST(ShimComputeDomain, FoldedY) {
  // 70005 rows need 8751 blocks of 8; fine. 560005 rows need 70001 > 65535.
  expect_exact_cover(extent<2>(70000 * 8 + 5, 3), dim3(32, 8), true);
}

TEST(ShimComputeDomain, FoldedZ) {
  // Dimensions 0..N-3 fold into z: 70001 * 1 blocks of depth 1 > 65535.
  expect_exact_cover(extent<3>(70001, 1, 2), dim3(2, 1, 1), true);
  const int e4[4] = {700, 101, 1, 1};
  expect_exact_cover(extent<4>(e4), dim3(1, 1, 1), true);
}

TEST(ShimComputeDomain, RejectsBadGeometry) {
  EXPECT_THROW(amp2hip::compute_domain<1>(extent<1>(0), dim3(256)),
               invalid_compute_domain);
  EXPECT_THROW(amp2hip::compute_domain<2>(extent<2>(4, -1), dim3(32, 8)),
               invalid_compute_domain);
  EXPECT_THROW(amp2hip::compute_domain<1>(extent<1>(4), dim3(2048)),
               invalid_compute_domain);
  EXPECT_THROW(amp2hip::compute_domain<1>(extent<1>(4), dim3(16, 2)),
               invalid_compute_domain);
  EXPECT_THROW(amp2hip::compute_domain<2>(extent<2>(4, 4), dim3(4, 2, 2)),
               invalid_compute_domain);
}

TEST(ShimComputeDomain, LargeExtentGrid) {
  // Only the geometry: x may use up to 2^31-1 blocks.
  amp2hip::compute_domain<1> d(extent<1>(2147483647), dim3(256));
  EXPECT_EQ(d.grid().x, 8388608u);
  EXPECT_FALSE(d.is_folded());
  amp2hip::compute_domain<2> d2(extent<2>(2147483647, 1), dim3(1, 1));
  EXPECT_TRUE(d2.is_folded());
  EXPECT_GE(static_cast<unsigned long long>(d2.grid().x) * d2.grid().y *
                d2.grid().z,
            2147483647ull);
}

TEST(ShimTileGrid, Geometry) {
  dim3 g = amp2hip::tile_grid(extent<2>(64, 128).tile<16, 32>());
  EXPECT_EQ(g.x, 4u);
  EXPECT_EQ(g.y, 4u);
  EXPECT_EQ(g.z, 1u);
  g = amp2hip::tile_grid(extent<1>(1024).tile<256>());
  EXPECT_EQ(g.x, 4u);
  EXPECT_EQ(g.y, 1u);
  g = amp2hip::tile_grid(extent<3>(4, 6, 8).tile<2, 3, 4>());
  EXPECT_EQ(g.x, 2u);
  EXPECT_EQ(g.y, 2u);
  EXPECT_EQ(g.z, 2u);
  dim3 b = amp2hip::tile_block(extent<3>(4, 6, 8).tile<2, 3, 4>());
  EXPECT_EQ(b.x, 4u);
  EXPECT_EQ(b.y, 3u);
  EXPECT_EQ(b.z, 2u);
}

// Grid x takes 2^31 - 1 blocks: a 1-D tiled extent of any size fits, as does
// the last dimension of every rank (16M floats in 256-wide tiles are 65536
// tiles: bench/amp/reduction.cpp on a GPU).
TEST(ShimTileGrid, LastDimensionTakesMoreThan65535Tiles) {
  EXPECT_EQ(amp2hip::tile_grid(extent<1>(65536 * 256).tile<256>()).x, 65536u);
  EXPECT_EQ(amp2hip::tile_grid(extent<1>(65536 * 2).tile<1>()).x, 131072u);
  const dim3 g = amp2hip::tile_grid(extent<2>(2, 70000).tile<1, 1>());
  EXPECT_EQ(g.x, 70000u);
  EXPECT_EQ(g.y, 2u);
}

TEST(ShimTileGrid, Errors) {
  EXPECT_THROW(amp2hip::tile_grid(extent<1>(100).tile<16>()), invalid_compute_domain);
  EXPECT_THROW(amp2hip::tile_grid(extent<2>(32, 0).tile<16, 16>()),
               invalid_compute_domain);
  EXPECT_THROW(amp2hip::tile_grid(extent<2>(-16, 16).tile<16, 16>()),
               invalid_compute_domain);
  EXPECT_NO_THROW(amp2hip::tile_grid(extent<1>(65535).tile<1>()));
  try {
    amp2hip::tile_grid(extent<1>(100).tile<16>());
  } catch (const runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("divisible"), std::string::npos);
  }
}
