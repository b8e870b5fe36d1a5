// Host backend: configuration through the environment. The variables are
// read once, at first use, so they are set by a static initializer here,
// before any test touches the runtime.
#include "amp2hip/host/hip_runtime.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace {

const bool env_set = [] {
  setenv("AMP2HIP_HOST_DEVICE_MEMORY", "4096", 1);
  setenv("AMP2HIP_HOST_THREADS", "3", 1);
  setenv("AMP2HIP_FIBER_STACK_KB", "64", 1);
  return true;
}();

__global__ void with_barrier(int *out) {
  __shared__ int s[128];
  s[threadIdx.x] = static_cast<int>(threadIdx.x);
  __syncthreads();
  out[blockIdx.x * 128 + threadIdx.x] = s[127 - threadIdx.x];
}

TEST(HostEnv, DeviceMemoryLimitFromEnvironment) {
  ASSERT_TRUE(env_set);
  void *a = nullptr, *b = nullptr;
  EXPECT_EQ(hipMalloc(&a, 4096), hipSuccess);
  EXPECT_EQ(hipMalloc(&b, 1), hipErrorOutOfMemory);
  EXPECT_EQ(hipGetLastError(), hipErrorOutOfMemory);
  std::size_t free_bytes = 0, total = 0;
  EXPECT_EQ(hipMemGetInfo(&free_bytes, &total), hipSuccess);
  EXPECT_EQ(total, 4096u);
  EXPECT_EQ(free_bytes, 0u);
  EXPECT_EQ(hipFree(a), hipSuccess);
}

TEST(HostEnv, ThreadsAndStackSizeFromEnvironment) {
  hipDeviceProp_t prop;
  ASSERT_EQ(hipGetDeviceProperties(&prop, 0), hipSuccess);
  EXPECT_EQ(prop.multiProcessorCount, 3);
  EXPECT_EQ(amp2hip::host::detail::fiber_stack_bytes(), 64u * 1024);
  int *d = nullptr;
  ASSERT_EQ(hipMalloc(&d, 7 * 128 * sizeof(int)), hipSuccess);
  hipLaunchKernelGGL(with_barrier, 7, 128, 0, 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  std::vector<int> h(7 * 128);
  ASSERT_EQ(hipMemcpy(h.data(), d, h.size() * sizeof(int), hipMemcpyDeviceToHost),
            hipSuccess);
  for (int i = 0; i < 7 * 128; ++i)
    ASSERT_EQ(h[i], 127 - i % 128);
  hipFree(d);
}

} // namespace
