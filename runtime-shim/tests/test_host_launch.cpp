// Host backend: kernel launch, geometry, __shared__, barriers, fast path,
// divergence and configuration errors.
#include "host_test_helpers.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <future>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

// Fails (and aborts, since a hung launch cannot be cancelled) if fn does not
// return within the limit: a divergent barrier must be reported, not hang.
template <typename F> void within_seconds(int seconds, F fn) {
  std::promise<void> done;
  std::future<void> finished = done.get_future();
  std::thread watchdog([&finished, seconds] {
    if (finished.wait_for(std::chrono::seconds(seconds)) !=
        std::future_status::ready) {
      std::fprintf(stderr, "launch hung: barrier divergence not detected\n");
      std::abort();
    }
  });
  fn();
  done.set_value();
  watchdog.join();
}

using amp2hip_test::device_alloc;
using amp2hip_test::to_device;
using amp2hip_test::to_host;

// Every (block, thread) pair counts itself once and records the builtins.
__global__ void count_threads(unsigned *hits, unsigned *bad) {
  unsigned bx = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned tx =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned threads = blockDim.x * blockDim.y * blockDim.z;
  if (threadIdx.x >= blockDim.x || threadIdx.y >= blockDim.y ||
      threadIdx.z >= blockDim.z || blockIdx.x >= gridDim.x ||
      blockIdx.y >= gridDim.y || blockIdx.z >= gridDim.z)
    atomicAdd(bad, 1u);
  atomicAdd(&hits[bx * threads + tx], 1u);
}

void check_geometry(dim3 grid, dim3 block) {
  const std::size_t n = std::size_t(grid.x) * grid.y * grid.z * block.x *
                        block.y * block.z;
  unsigned *hits = device_alloc<unsigned>(n);
  unsigned *bad = device_alloc<unsigned>(1);
  ASSERT_EQ(hipMemset(hits, 0, n * sizeof(unsigned)), hipSuccess);
  ASSERT_EQ(hipMemset(bad, 0, sizeof(unsigned)), hipSuccess);
  hipLaunchKernelGGL(count_threads, grid, block, 0, 0, hits, bad);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<unsigned> h = to_host(hits, n);
  for (std::size_t i = 0; i < n; ++i)
    ASSERT_EQ(h[i], 1u) << "linear thread " << i;
  EXPECT_EQ(to_host(bad, 1)[0], 0u);
  hipFree(hits);
  hipFree(bad);
}

TEST(HostLaunch, EachThreadRunsOnce1D) {
  check_geometry(dim3(1), dim3(1));
  check_geometry(dim3(37), dim3(129));
  check_geometry(dim3(1000), dim3(1024));
}

TEST(HostLaunch, EachThreadRunsOnce2D) {
  check_geometry(dim3(7, 5), dim3(16, 3));
  check_geometry(dim3(3, 11), dim3(1, 33));
}

TEST(HostLaunch, EachThreadRunsOnce3D) {
  check_geometry(dim3(3, 4, 5), dim3(5, 3, 7));
  check_geometry(dim3(2, 1, 9), dim3(8, 8, 16));
}

__global__ void record_builtins(dim3 *out) {
  unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned t =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned i = (b * blockDim.x * blockDim.y * blockDim.z + t) * 4;
  out[i] = threadIdx;
  out[i + 1] = blockIdx;
  out[i + 2] = blockDim;
  out[i + 3] = gridDim;
}

TEST(HostLaunch, BuiltinsMatchLinearOrder) {
  const dim3 grid(3, 2, 2), block(4, 3, 2);
  const unsigned n = 3 * 2 * 2 * 4 * 3 * 2;
  dim3 *d = device_alloc<dim3>(n * 4);
  hipLaunchKernelGGL(record_builtins, grid, block, 0, 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<dim3> h = to_host(d, n * 4);
  unsigned i = 0;
  for (unsigned bz = 0; bz < 2; ++bz)
    for (unsigned by = 0; by < 2; ++by)
      for (unsigned bx = 0; bx < 3; ++bx)
        for (unsigned tz = 0; tz < 2; ++tz)
          for (unsigned ty = 0; ty < 3; ++ty)
            for (unsigned tx = 0; tx < 4; ++tx, i += 4) {
              EXPECT_EQ(h[i].x, tx);
              EXPECT_EQ(h[i].y, ty);
              EXPECT_EQ(h[i].z, tz);
              EXPECT_EQ(h[i + 1].x, bx);
              EXPECT_EQ(h[i + 1].y, by);
              EXPECT_EQ(h[i + 1].z, bz);
              EXPECT_EQ(h[i + 2].x, 4u);
              EXPECT_EQ(h[i + 2].y, 3u);
              EXPECT_EQ(h[i + 2].z, 2u);
              EXPECT_EQ(h[i + 3].x, 3u);
              EXPECT_EQ(h[i + 3].y, 2u);
              EXPECT_EQ(h[i + 3].z, 2u);
            }
  hipFree(d);
}

// Parameters are per thread: modifying one must not leak to other threads.
__global__ void modify_param(int v, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v += i;
  out[i] = v;
}

TEST(HostLaunch, ParametersArePerThreadCopies) {
  int *d = device_alloc<int>(64);
  hipLaunchKernelGGL(modify_param, 2, 32, 0, 0, 100, d);
  std::vector<int> h = to_host(d, 64);
  for (int i = 0; i < 64; ++i)
    EXPECT_EQ(h[i], 100 + i);
  hipFree(d);
}

// Per-block reversal through shared memory; many blocks in parallel, so a
// shared array shared between blocks would scramble the result.
template <typename T, unsigned B> __global__ void reverse_blocks(T *a) {
  __shared__ T tile[B];
  const unsigned t = threadIdx.x;
  const unsigned base = blockIdx.x * B;
  tile[t] = a[base + t];
  __syncthreads();
  T v = tile[B - 1 - t];
  __syncthreads(); // everyone has read before anyone writes again
  tile[t] = v + 1;
  __syncthreads();
  a[base + t] = tile[t];
}

TEST(HostLaunch, SharedMemoryIsPerBlockWithBarriers) {
  constexpr unsigned B = 256, blocks = 512;
  std::vector<int> h(B * blocks);
  for (unsigned i = 0; i < h.size(); ++i)
    h[i] = static_cast<int>(i);
  int *d = to_device(h);
  const auto fibers = amp2hip::host::fiber_launch_count();
  hipLaunchKernelGGL(HIP_KERNEL_NAME(reverse_blocks<int, B>), dim3(blocks),
                     dim3(B), 0, 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(amp2hip::host::fiber_launch_count(), fibers + 1);
  std::vector<int> r = to_host(d, h.size());
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < B; ++t)
      ASSERT_EQ(r[b * B + t], static_cast<int>(b * B + (B - 1 - t)) + 1)
          << "block " << b << " thread " << t;
  hipFree(d);
}

// 2D tile transpose with a barrier, the classic tiled kernel shape.
template <int T> __global__ void transpose(const float *in, float *out, int n) {
  __shared__ float tile[T][T + 1];
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  x = blockIdx.y * T + threadIdx.x;
  y = blockIdx.x * T + threadIdx.y;
  out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}

TEST(HostLaunch, TiledTranspose) {
  const int n = 96;
  std::vector<float> h(n * n);
  for (int i = 0; i < n * n; ++i)
    h[i] = float(i);
  float *in = to_device(h), *out = device_alloc<float>(n * n);
  hipLaunchKernelGGL((transpose<16>), dim3(n / 16, n / 16), dim3(16, 16), 0,
                     0, in, out, n);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<float> r = to_host(out, n * n);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      ASSERT_EQ(r[y * n + x], h[x * n + y]);
  hipFree(in);
  hipFree(out);
}

__global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

TEST(HostLaunch, BarrierFreeKernelTakesFastPath) {
  const int n = 10000;
  std::vector<float> x(n, 2.0f), y(n, 1.0f);
  float *dx = to_device(x), *dy = to_device(y);
  const auto launches = amp2hip::host::launch_count();
  const auto fibers = amp2hip::host::fiber_launch_count();
  for (int rep = 0; rep < 3; ++rep)
    hipLaunchKernelGGL(saxpy, dim3((n + 255) / 256), dim3(256), 0, 0, 3.0f,
                       dx, dy, n);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(amp2hip::host::launch_count(), launches + 3);
  EXPECT_EQ(amp2hip::host::fiber_launch_count(), fibers);
  std::vector<float> r = to_host(dy, n);
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(r[i], 19.0f);
  hipFree(dx);
  hipFree(dy);
}

// Only some blocks use a barrier (uniformly within the block): legal.
__global__ void barrier_in_some_blocks(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = static_cast<int>(threadIdx.x);
  if (blockIdx.x % 2 == 0) {
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] = s[63 - threadIdx.x];
  } else {
    out[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x];
  }
}

TEST(HostLaunch, BlockUniformBarrier) {
  int *d = device_alloc<int>(64 * 20);
  hipLaunchKernelGGL(barrier_in_some_blocks, 20, 64, 0, 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<int> r = to_host(d, 64 * 20);
  for (int b = 0; b < 20; ++b)
    for (int t = 0; t < 64; ++t)
      ASSERT_EQ(r[b * 64 + t], b % 2 == 0 ? 63 - t : t);
  hipFree(d);
}

__global__ void count_predicate(int *out) {
  int c = __syncthreads_count(threadIdx.x % 3 == 0);
  int all = __syncthreads_and(threadIdx.x < 1000);
  int any = __syncthreads_or(threadIdx.x == 5);
  int none = __syncthreads_or(0);
  if (threadIdx.x == 0) {
    out[blockIdx.x * 4] = c;
    out[blockIdx.x * 4 + 1] = all;
    out[blockIdx.x * 4 + 2] = any;
    out[blockIdx.x * 4 + 3] = none;
  }
}

TEST(HostLaunch, SyncthreadsCountAndOr) {
  int *d = device_alloc<int>(4 * 3);
  hipLaunchKernelGGL(count_predicate, 3, 100, 0, 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<int> r = to_host(d, 12);
  for (int b = 0; b < 3; ++b) {
    EXPECT_EQ(r[b * 4], 34); // 0, 3, ..., 99
    EXPECT_NE(r[b * 4 + 1], 0);
    EXPECT_NE(r[b * 4 + 2], 0);
    EXPECT_EQ(r[b * 4 + 3], 0);
  }
  hipFree(d);
}

__global__ void early_exit_then_barrier(int *out) {
  if (threadIdx.x == 7)
    return;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

__global__ void thread0_skips_barrier(int *out) {
  if (threadIdx.x != 0)
    __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

__global__ void different_barriers(int *out) {
  if (threadIdx.x < 16) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

void expect_divergence(void (*kernel)(int *), const char *what) {
  int *d = device_alloc<int>(4 * 64);
  within_seconds(10, [&] {
    testing::internal::CaptureStderr();
    hipLaunchKernelGGL(kernel, 4, 64, 0, 0, d);
    std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("barrier divergence"), std::string::npos) << err;
    EXPECT_NE(err.find(what), std::string::npos) << err;
  });
  EXPECT_EQ(hipGetLastError(), hipErrorLaunchFailure);
  EXPECT_EQ(hipGetLastError(), hipSuccess); // read clears it
  EXPECT_NE(amp2hip::host::last_launch_failure().find("kernel 'kernel'"),
            std::string::npos)
      << amp2hip::host::last_launch_failure();
  hipFree(d);
}

TEST(HostLaunch, DivergentBarrierIsReportedNotHung) {
  expect_divergence(early_exit_then_barrier, "thread (7,0,0) exited");
  expect_divergence(thread0_skips_barrier,
                    "thread (0,0,0) exited without reaching it");
  expect_divergence(different_barriers, "waits at __syncthreads() at");
  // The pool survives: a correct launch still works afterwards.
  check_geometry(dim3(9), dim3(33));
}

__global__ void throws_in_block_3(int *) {
  if (blockIdx.x == 3 && threadIdx.x == 5)
    throw std::runtime_error("boom");
}

__global__ void throws_after_barrier(int *) {
  __syncthreads();
  if (blockIdx.x == 1 && threadIdx.x == 9)
    throw std::runtime_error("bang");
}

TEST(HostLaunch, KernelExceptionIsLaunchFailure) {
  int *d = device_alloc<int>(1);
  testing::internal::CaptureStderr();
  hipLaunchKernelGGL(throws_in_block_3, 8, 32, 0, 0, d);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(hipGetLastError(), hipErrorLaunchFailure);
  EXPECT_NE(err.find("boom"), std::string::npos) << err;
  EXPECT_NE(err.find("block (3,0,0), thread (5,0,0)"), std::string::npos)
      << err;

  testing::internal::CaptureStderr();
  hipLaunchKernelGGL(throws_after_barrier, 4, 32, 0, 0, d);
  err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(hipGetLastError(), hipErrorLaunchFailure);
  EXPECT_NE(err.find("bang"), std::string::npos) << err;
  check_geometry(dim3(5), dim3(7));
  hipFree(d);
}

TEST(HostLaunch, InvalidConfigurationsSetTheError) {
  int *d = device_alloc<int>(1024);
  const auto launches = amp2hip::host::launch_count();
  struct Case {
    dim3 grid, block;
    std::size_t shared;
  } cases[] = {
      {dim3(1), dim3(1025), 0},         {dim3(1), dim3(32, 33), 0},
      {dim3(1), dim3(0), 0},            {dim3(1), dim3(1, 1, 65), 0},
      {dim3(1), dim3(2, 2, 0), 0},      {dim3(0), dim3(1), 0},
      {dim3(1, 0), dim3(1), 0},         {dim3(1, 65536), dim3(1), 0},
      {dim3(1, 1, 65536), dim3(1), 0},  {dim3(1), dim3(1), 65537},
  };
  for (const Case &c : cases) {
    hipLaunchKernelGGL(modify_param, c.grid, c.block, c.shared, 0, 1, d);
    EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration)
        << c.grid.x << "," << c.grid.y << "," << c.grid.z << " / "
        << c.block.x << "," << c.block.y << "," << c.block.z;
  }
  EXPECT_EQ(amp2hip::host::launch_count(), launches); // nothing ran
  // The limits themselves are valid.
  hipLaunchKernelGGL(modify_param, 1, dim3(1024), 0, 0, 1, d);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  hipFree(d);
}

TEST(HostLaunch, InvalidStream) {
  hipStream_t s;
  ASSERT_EQ(hipStreamCreate(&s), hipSuccess);
  int *d = device_alloc<int>(32);
  hipLaunchKernelGGL(modify_param, 1, 32, 0, s, 1, d);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  ASSERT_EQ(hipStreamDestroy(s), hipSuccess);
  hipLaunchKernelGGL(modify_param, 1, 32, 0, s, 1, d);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidHandle);
  hipFree(d);
}

template <typename T, int N> __global__ void fill_value(T *out, T v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = v * N;
}

TEST(HostLaunch, TemplateKernelsViaHipKernelName) {
  int *d = device_alloc<int>(64);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(fill_value<int, 4>), dim3(2), dim3(32), 0,
                     0, d, 3);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  for (int v : to_host(d, 64))
    ASSERT_EQ(v, 12);
  // Arguments are converted to the parameter types (short -> int).
  short s = 5;
  hipLaunchKernelGGL((fill_value<int, 2>), 1, 64, 0, 0, d, s);
  for (int v : to_host(d, 64))
    ASSERT_EQ(v, 10);
  hipFree(d);
}

__global__ void no_params() {}

TEST(HostLaunch, KernelWithoutParameters) {
  const auto launches = amp2hip::host::launch_count();
  hipLaunchKernelGGL(no_params, 3, 3, 0, 0);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(amp2hip::host::launch_count(), launches + 1);
}

__global__ void use_dynamic_shared(int *out) {
  HIP_DYNAMIC_SHARED(int, buf)
  buf[threadIdx.x] = static_cast<int>(threadIdx.x * blockIdx.x);
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}

TEST(HostLaunch, DynamicSharedMemory) {
  int *d = device_alloc<int>(8 * 128);
  hipLaunchKernelGGL(use_dynamic_shared, 8, 128, 128 * sizeof(int), 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<int> r = to_host(d, 8 * 128);
  for (int b = 0; b < 8; ++b)
    for (int t = 0; t < 128; ++t)
      ASSERT_EQ(r[b * 128 + t], (127 - t) * b);
  hipFree(d);
}

// Many barriers per thread with a 1024-thread block: exercises fiber
// switching and the stack pool across blocks.
__global__ void prefix_sum(int *a) {
  __shared__ int s[1024];
  const unsigned t = threadIdx.x;
  s[t] = a[blockIdx.x * 1024 + t];
  __syncthreads();
  for (unsigned off = 1; off < 1024; off *= 2) {
    int v = t >= off ? s[t - off] : 0;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  a[blockIdx.x * 1024 + t] = s[t];
}

TEST(HostLaunch, ScanWithManyBarriers) {
  const int blocks = 16;
  std::vector<int> h(blocks * 1024, 1);
  int *d = to_device(h);
  hipLaunchKernelGGL(prefix_sum, blocks, 1024, 0, 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<int> r = to_host(d, h.size());
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < 1024; ++t)
      ASSERT_EQ(r[b * 1024 + t], t + 1);
  hipFree(d);
}

TEST(HostLaunch, LaunchesFromSeveralHostThreads) {
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int k = 0; k < 4; ++k)
    threads.emplace_back([&failures, k] {
      int *d = nullptr;
      hipMalloc(&d, 64 * sizeof(int));
      for (int rep = 0; rep < 20; ++rep) {
        hipLaunchKernelGGL(modify_param, 2, 32, 0, 0, k, d);
        if (hipGetLastError() != hipSuccess)
          ++failures;
      }
      std::vector<int> h(64);
      hipMemcpy(h.data(), d, 64 * sizeof(int), hipMemcpyDeviceToHost);
      for (int i = 0; i < 64; ++i)
        if (h[i] != k + i)
          ++failures;
      hipFree(d);
    });
  for (auto &t : threads)
    t.join();
  EXPECT_EQ(failures.load(), 0);
}

} // namespace
