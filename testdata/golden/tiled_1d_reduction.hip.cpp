// tiled_1d_reduction.cpp
//
// Covers: the classic per-tile tree reduction. extent<1>::tile<TILE>() with a
// namespace-scope constant tile size, tiled_index<TILE>, a tile_static array,
// t.barrier.wait() inside a loop (uniform control flow), t.local / t.tile /
// t.global, one output per tile, and a final sum of the partial sums on the
// CPU. The input size is a multiple of the tile (required for a plain tile)
// but the number of tiles (77) is not a power of two.
#include <amp2hip/amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

namespace {
constexpr int TILE = 128;
}

#if defined(AMP2HIP_HOST_BACKEND)
__global__ void tile_sums_kernel(amp2hip::tile_loop_kernel, array_view<const int, 1> in,
                                 array_view<int, 1> out) {
  tiled_index<TILE> t = amp2hip::this_tiled_index<TILE>();
  __shared__ int scratch[TILE];
  amp2hip::per_thread<int, amp2hip::tile_thread_walk<TILE>::threads> lid_of_thread;
  for (amp2hip::tile_thread_walk<TILE> tile_thread; tile_thread.more(); tile_thread.step()) {
    [[maybe_unused]] tiled_index<TILE> t = amp2hip::this_tiled_index<TILE>();
    const int lid = threadIdx.x;
    scratch[lid] = in[t.global];
    amp2hip::keep_for_thread(lid_of_thread[tile_thread.id()], lid);
  }
  [[maybe_unused]] auto &lid = lid_of_thread[0];
  // __syncthreads();: the loops before and after it are the barrier
  for (int stride = TILE / 2; stride > 0; stride /= 2) {
    for (amp2hip::tile_thread_walk<TILE> tile_thread; tile_thread.more(); tile_thread.step()) {
      auto &lid = lid_of_thread[tile_thread.id()];
      if (lid < stride) scratch[lid] += scratch[lid + stride];
    }
    // __syncthreads();: the loops before and after it are the barrier
  }
  for (amp2hip::tile_thread_walk<TILE> tile_thread; tile_thread.more(); tile_thread.step()) {
    [[maybe_unused]] tiled_index<TILE> t = amp2hip::this_tiled_index<TILE>();
    auto &lid = lid_of_thread[tile_thread.id()];
    if (lid == 0) out[t.tile] = scratch[0];
  }
}
#else
__global__ void tile_sums_kernel(array_view<const int, 1> in, array_view<int, 1> out) {
  tiled_index<TILE> t = amp2hip::this_tiled_index<TILE>();
  __shared__ int scratch[TILE];
  const int lid = threadIdx.x;
  scratch[lid] = in[t.global];
  __syncthreads();

  for (int stride = TILE / 2; stride > 0; stride /= 2) {
    if (lid < stride) scratch[lid] += scratch[lid + stride];
    __syncthreads();
  }

  if (lid == 0) out[t.tile] = scratch[0];
}
#endif

// Returns the per-tile sums of `data`; data.size() must be a multiple of TILE.
std::vector<int> tile_sums(const std::vector<int>& data) {
  const int n = static_cast<int>(data.size());
  const int tiles = n / TILE;
  std::vector<int> partial(tiles, 0);

  array_view<const int, 1> in(n, data);
  array_view<int, 1> out(tiles, partial);
  out.discard_data();

  {
    const concurrency::tiled_extent<TILE> domain = in.extent.tile<TILE>();
    hipLaunchKernelGGL(tile_sums_kernel, amp2hip::tile_grid(domain), dim3(TILE), 0, 0,
                       amp2hip::to_device(in), amp2hip::to_device(out));
    amp2hip::check_launch();
  }
  out.synchronize();
  return partial;
}

int main() {
  const int n = TILE * 77;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i) data[i] = (i * 2654435761u) % 1000 - 500;

  std::vector<int> partial = tile_sums(data);

  long long total = 0, expected_total = 0;
  for (int t = 0; t < n / TILE; ++t) {
    int expected = 0;
    for (int i = 0; i < TILE; ++i) expected += data[t * TILE + i];
    if (partial[t] != expected) {
      std::printf("FAIL: tile %d sum got %d expected %d\n", t, partial[t], expected);
      return 1;
    }
    total += partial[t];
    expected_total += expected;
  }
  if (total != expected_total) {
    std::printf("FAIL: total got %lld expected %lld\n", total, expected_total);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
