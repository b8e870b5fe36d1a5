// Host backend: the tile-loop form's parts (host/tile_loops.h), as the
// translator emits them for a tiled kernel with barriers: a kernel taking
// amp2hip::tile_loop_kernel runs once per block, its body split at the
// barriers into walks over the block's threads.
#include <amp.h>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace concurrency;

namespace {

// Records, per block, the order in which a walk visits the threads, and
// threadIdx after the walk.
template <int D0, int D1, int D2>
__global__ void record_walk(amp2hip::tile_loop_kernel, array_view<int, 1> order,
                            array_view<int, 1> after) {
  const unsigned threads = blockDim.x * blockDim.y * blockDim.z;
  const int block = static_cast<int>(blockIdx.x);
  for (amp2hip::tile_thread_walk<D0, D1, D2> w; w.more(); w.step()) {
    const unsigned linear = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    order[block * static_cast<int>(threads) + static_cast<int>(w.id())] = static_cast<int>(linear);
  }
  after[block] = static_cast<int>(threadIdx.x + threadIdx.y + threadIdx.z);
}

template <int D0, int D1, int D2> void expect_linear_walk(dim3 block) {
  const int blocks = 5;
  const int threads = static_cast<int>(block.x * block.y * block.z);
  std::vector<int> order(blocks * threads, -1), after(blocks, -1);
  array_view<int, 1> o(blocks * threads, order), a(blocks, after);
  hipLaunchKernelGGL((record_walk<D0, D1, D2>), dim3(blocks), block, 0, 0,
                     amp2hip::to_device(o), amp2hip::to_device(a));
  ASSERT_NO_THROW(amp2hip::check_launch());
  o.synchronize();
  a.synchronize();
  for (int b = 0; b < blocks; ++b) {
    for (int t = 0; t < threads; ++t)
      ASSERT_EQ(order[b * threads + t], t) << "block " << b;
    EXPECT_EQ(after[b], 0) << "threadIdx after the walk, block " << b;
  }
}

TEST(HostTileLoops, WalksVisitThreadsInLinearOrderAndEndAtThreadZero) {
  expect_linear_walk<64, 0, 0>(dim3(64));
  expect_linear_walk<4, 8, 0>(dim3(8, 4));        // AMP order: the last size is x
  expect_linear_walk<2, 3, 5>(dim3(5, 3, 2));
  expect_linear_walk<0, 0, 0>(dim3(7, 3, 2));     // shape from blockDim
}

TEST(HostTileLoops, WalkOnABlockOfAnotherShapeFailsTheLaunch) {
  std::vector<int> order(64, 0), after(1, 0);
  array_view<int, 1> o(64, order), a(1, after);
  hipLaunchKernelGGL((record_walk<4, 16, 0>), dim3(1), dim3(4, 16), 0, 0,
                     amp2hip::to_device(o), amp2hip::to_device(a));
  try {
    amp2hip::check_launch();
    ADD_FAILURE() << "no launch failure";
  } catch (const runtime_exception &e) {
    EXPECT_NE(std::string(e.what()).find("not its tile's"), std::string::npos) << e.what();
  }
}

// A hand-written tile-loop form: each thread keeps a value across a
// barrier in per_thread storage and reads a neighbour's slot of __shared__
// memory after it. Blocks run in parallel, each with its own __shared__.
__global__ void rotate_in_tile(amp2hip::tile_loop_kernel, array_view<int, 1> data) {
  constexpr int T = 128;
  __shared__ int slot[T];
  amp2hip::per_thread<int, T> mine;
  for (amp2hip::tile_thread_walk<T> w; w.more(); w.step()) {
    const int v = data[static_cast<int>(blockIdx.x) * T + static_cast<int>(threadIdx.x)];
    slot[threadIdx.x] = v;
    amp2hip::keep_for_thread(mine[w.id()], v);
  }
  // (the barrier)
  for (amp2hip::tile_thread_walk<T> w; w.more(); w.step()) {
    const int next = slot[(threadIdx.x + 1) % T];
    data[static_cast<int>(blockIdx.x) * T + static_cast<int>(threadIdx.x)] = mine[w.id()] * 1000 + next;
  }
}

TEST(HostTileLoops, LocalsKeptPerThreadAcrossABarrier) {
  const int blocks = 16, T = 128;
  std::vector<int> h(blocks * T);
  for (int i = 0; i < blocks * T; ++i)
    h[i] = i % 997;
  const std::vector<int> in = h;
  array_view<int, 1> d(blocks * T, h);
  hipLaunchKernelGGL(rotate_in_tile, dim3(blocks), dim3(T), 0, 0, amp2hip::to_device(d));
  ASSERT_NO_THROW(amp2hip::check_launch());
  d.synchronize();
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < T; ++t)
      ASSERT_EQ(h[b * T + t], in[b * T + t] * 1000 + in[b * T + (t + 1) % T]) << b << "," << t;
}

// A helper ending with the tile's barrier, as the translator leaves it;
// threads whose skip is set return before it.
__device__ void store_then_wait(int *slots, int v, int skip) {
  if (skip)
    return;
  slots[threadIdx.x] = v;
  __syncthreads();
}

// The tile-loop form of a kernel that calls it: the loop's end is the
// helper's barrier (amp2hip::called_barrier), then each thread reads its
// neighbour's slot. A barrier outside the loop still fails the launch.
__global__ void exchange_through_helper(amp2hip::tile_loop_kernel, array_view<int, 1> data,
                                        array_view<const int, 1> skip, int wait_after) {
  constexpr int T = 32;
  __shared__ int slots[T];
  amp2hip::called_barrier arrived;
  for (amp2hip::tile_thread_walk<T> w; w.more(); w.step()) {
    const int i = static_cast<int>(blockIdx.x) * T + static_cast<int>(threadIdx.x);
    store_then_wait(slots, data[i], skip[i]);
  }
  arrived.check();
  if (wait_after)
    __syncthreads(); // not a helper's: divergence in a kernel run without fibers
  for (amp2hip::tile_thread_walk<T> w; w.more(); w.step()) {
    const int i = static_cast<int>(blockIdx.x) * T + static_cast<int>(threadIdx.x);
    data[i] = slots[(threadIdx.x + 1) % T];
  }
}

/// The launch's failure message ("" when it succeeded).
std::string exchange(std::vector<int> &h, const std::vector<int> &skip, int wait_after) {
  const int n = static_cast<int>(h.size());
  array_view<int, 1> d(n, h);
  array_view<const int, 1> s(n, skip);
  hipLaunchKernelGGL(exchange_through_helper, dim3(n / 32), dim3(32), 0, 0, amp2hip::to_device(d),
                     amp2hip::to_device(s), wait_after);
  try {
    amp2hip::check_launch();
  } catch (const runtime_exception &e) {
    return e.what();
  }
  d.synchronize();
  return "";
}

TEST(HostTileLoops, HelpersBarrierIsTheLoopsEnd) {
  const int n = 32 * 8;
  std::vector<int> h(n), in;
  for (int i = 0; i < n; ++i)
    h[i] = i * 3;
  in = h;
  std::vector<int> skip(n, 0);
  for (int i = 64; i < 96; ++i) // the whole of block 2 returns early: valid
    skip[i] = 1;
  ASSERT_EQ(exchange(h, skip, 0), "");
  for (int i = 0; i < n; ++i)
    if (i < 64 || i >= 96)
      ASSERT_EQ(h[i], in[i / 32 * 32 + (i % 32 + 1) % 32]) << i;
}

TEST(HostTileLoops, HelpersBarrierReachedBySomeThreadsFailsTheLaunch) {
  std::vector<int> h(64, 1), skip(64, 0);
  skip[37] = 1;
  std::string Error = exchange(h, skip, 0);
  EXPECT_NE(Error.find("barrier divergence: 31 of the block's 32 threads"), std::string::npos) << Error;
  EXPECT_NE(Error.find("block (1,0,0)"), std::string::npos) << Error;
}

TEST(HostTileLoops, BarrierAfterTheCountIsStillDivergence) {
  // The count ends with check(): a barrier after it is no helper's.
  std::vector<int> h(32, 1), skip(32, 0);
  EXPECT_NE(exchange(h, skip, 1).find("barrier divergence"), std::string::npos);
}

} // namespace
