// tiled_pad_guard.cpp
//
// Covers: extent.tile<N>().pad() for sizes the tile does not divide, with the
// guard on the ORIGINAL extent inside the kernel. Threads outside the extent
// still take part in the barrier (the guard only protects memory accesses),
// so tile_static loads are padded with zeros. Also checks the padded
// tiled_extent's size on the host. 1-D: 1000 elements, tile 16 (pads to
// 1008); 2-D: 37 x 53, tile 16 x 16 (pads to 48 x 64).
#include <amp2hip/amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#if defined(AMP2HIP_HOST_BACKEND)
__global__ void tile_neighbour_sum_1d_kernel(amp2hip::tile_loop_kernel,
                                             array_view<const int, 1> vin, array_view<int, 1> vout) {
  __shared__ int s[16];
  amp2hip::per_thread<int, 16> g_of_thread;
  amp2hip::per_thread<int, 16> l_of_thread;
  for (amp2hip::tile_thread_walk<16> tile_thread; tile_thread.more(); tile_thread.step()) {
    const int g = blockIdx.x * 16 + threadIdx.x;
    const int l = threadIdx.x;
    s[l] = (g < vin.extent[0]) ? vin[g] : 0;
    amp2hip::keep_for_thread(g_of_thread[tile_thread.id()], g);
    amp2hip::keep_for_thread(l_of_thread[tile_thread.id()], l);
  }
  [[maybe_unused]] auto &g = g_of_thread[0];
  [[maybe_unused]] auto &l = l_of_thread[0];
  // __syncthreads();: the loops before and after it are the barrier
  for (amp2hip::tile_thread_walk<16> tile_thread; tile_thread.more(); tile_thread.step()) {
    auto &g = g_of_thread[tile_thread.id()];
    auto &l = l_of_thread[tile_thread.id()];
    if (g < vout.extent[0]) {
      int v = s[l];
      if (l > 0) v += s[l - 1];
      if (l < 15) v += s[l + 1];
      vout[g] = v;
    }
  }
}
#else
__global__ void tile_neighbour_sum_1d_kernel(array_view<const int, 1> vin, array_view<int, 1> vout) {
  __shared__ int s[16];
  const int g = blockIdx.x * 16 + threadIdx.x;
  const int l = threadIdx.x;
  s[l] = (g < vin.extent[0]) ? vin[g] : 0;
  __syncthreads();
  if (g < vout.extent[0]) {
    int v = s[l];
    if (l > 0) v += s[l - 1];
    if (l < 15) v += s[l + 1];
    vout[g] = v;
  }
}
#endif

// out[i] = in[i-1] + in[i] + in[i+1] where the neighbours are taken only from
// within the same tile (zero outside the tile or outside the data).
static int tile_neighbour_sum_1d(const std::vector<int>& in, std::vector<int>& out) {
  const int n = static_cast<int>(in.size());
  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vout(n, out);
  vout.discard_data();

  tiled_extent<16> padded = vin.extent.tile<16>().pad();
  if (padded[0] != 1008) {
    std::printf("FAIL: padded extent got %d expected 1008\n", padded[0]);
    return 1;
  }
  {
    const concurrency::tiled_extent<16> domain = padded;
    hipLaunchKernelGGL(tile_neighbour_sum_1d_kernel, amp2hip::tile_grid(domain), dim3(16), 0, 0,
                       amp2hip::to_device(vin), amp2hip::to_device(vout));
    amp2hip::check_launch();
  }
  vout.synchronize();

  for (int i = 0; i < n; ++i) {
    int base = (i / 16) * 16;
    int e = in[i];
    if (i > base) e += in[i - 1];
    if (i < base + 15 && i + 1 < n) e += in[i + 1];
    if (out[i] != e) {
      std::printf("FAIL: 1-D out[%d] got %d expected %d\n", i, out[i], e);
      return 1;
    }
  }
  return 0;
}

#if defined(AMP2HIP_HOST_BACKEND)
__global__ void tile_sum_2d_kernel(amp2hip::tile_loop_kernel, extent<2> e,
                                   array_view<const int, 2> vin, array_view<int, 2> vout) {
  tiled_index<16, 16> t = amp2hip::this_tiled_index<16, 16>();
  __shared__ int partial[16];
  amp2hip::per_thread<bool, 256> inside_of_thread;
  for (amp2hip::tile_thread_walk<16, 16> tile_thread; tile_thread.more(); tile_thread.step()) {
    [[maybe_unused]] tiled_index<16, 16> t = amp2hip::this_tiled_index<16, 16>();
    const bool inside = e.contains(t.global);
    amp2hip::keep_for_thread(inside_of_thread[tile_thread.id()], inside);
  }
  [[maybe_unused]] auto &inside = inside_of_thread[0];
  __shared__ int vals[16][16];
  for (amp2hip::tile_thread_walk<16, 16> tile_thread; tile_thread.more(); tile_thread.step()) {
    [[maybe_unused]] tiled_index<16, 16> t = amp2hip::this_tiled_index<16, 16>();
    auto &inside = inside_of_thread[tile_thread.id()];
    vals[threadIdx.y][threadIdx.x] = inside ? vin[t.global] : 0;
  }
  // __syncthreads();: the loops before and after it are the barrier
  for (amp2hip::tile_thread_walk<16, 16> tile_thread; tile_thread.more(); tile_thread.step()) {
    if (threadIdx.x == 0) {
      int s = 0;
      for (int k = 0; k < 16; ++k) s += vals[threadIdx.y][k];
      partial[threadIdx.y] = s;
    }
  }
  // __syncthreads();: the loops before and after it are the barrier
  for (amp2hip::tile_thread_walk<16, 16> tile_thread; tile_thread.more(); tile_thread.step()) {
    [[maybe_unused]] tiled_index<16, 16> t = amp2hip::this_tiled_index<16, 16>();
    auto &inside = inside_of_thread[tile_thread.id()];
    if (inside) {
      int total = 0;
      for (int k = 0; k < 16; ++k) total += partial[k];
      vout[t.global] = total + vin[t.global];
    }
  }
}
#else
__global__ void tile_sum_2d_kernel(extent<2> e, array_view<const int, 2> vin,
                                   array_view<int, 2> vout) {
  tiled_index<16, 16> t = amp2hip::this_tiled_index<16, 16>();
  __shared__ int partial[16];
  const bool inside = e.contains(t.global);
  // Row sums first (one thread per row of the tile), then a column sum.
  __shared__ int vals[16][16];
  vals[threadIdx.y][threadIdx.x] = inside ? vin[t.global] : 0;
  __syncthreads();
  if (threadIdx.x == 0) {
    int s = 0;
    for (int k = 0; k < 16; ++k) s += vals[threadIdx.y][k];
    partial[threadIdx.y] = s;
  }
  __syncthreads();
  if (inside) {
    int total = 0;
    for (int k = 0; k < 16; ++k) total += partial[k];
    vout[t.global] = total + vin[t.global];
  }
}
#endif

// 2-D: each thread writes the sum of its tile's in-range elements plus its own
// value; out-of-range threads contribute 0 and write nothing.
static int tile_sum_2d() {
  const int R = 37, C = 53;
  std::vector<int> in(R * C), out(R * C, -7);
  for (int i = 0; i < R * C; ++i) in[i] = i % 29;
  extent<2> e(R, C);
  array_view<const int, 2> vin(e, in);
  array_view<int, 2> vout(e, out);

  auto padded = e.tile<16, 16>().pad();
  if (padded[0] != 48 || padded[1] != 64) {
    std::printf("FAIL: padded 2-D extent got %d x %d expected 48 x 64\n", padded[0], padded[1]);
    return 1;
  }
  {
    const concurrency::tiled_extent<16, 16> domain = padded;
    hipLaunchKernelGGL(tile_sum_2d_kernel, amp2hip::tile_grid(domain), dim3(16, 16), 0, 0,
                       e, amp2hip::to_device(vin), amp2hip::to_device(vout));
    amp2hip::check_launch();
  }
  vout.synchronize();

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int r0 = (r / 16) * 16, c0 = (c / 16) * 16, s = 0;
      for (int i = r0; i < r0 + 16 && i < R; ++i)
        for (int j = c0; j < c0 + 16 && j < C; ++j) s += in[i * C + j];
      int expected = s + in[r * C + c];
      if (out[r * C + c] != expected) {
        std::printf("FAIL: 2-D out(%d,%d) got %d expected %d\n", r, c, out[r * C + c], expected);
        return 1;
      }
    }
  return 0;
}

int main() {
  std::vector<int> in(1000), out(1000, -1);
  for (int i = 0; i < 1000; ++i) in[i] = (i * 17) % 50;
  if (tile_neighbour_sum_1d(in, out)) return 1;
  if (tile_sum_2d()) return 1;
  std::printf("PASS\n");
  return 0;
}
