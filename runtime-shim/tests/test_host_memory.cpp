// Host backend: device memory, copies, error codes, streams, events, device
// properties and memory-limit failure injection.
#include "amp2hip/host/hip_runtime.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <thread>
#include <vector>

namespace {

TEST(HostMemory, RoundTrip) {
  std::vector<int> src(1000), dst(1000, 0);
  for (int i = 0; i < 1000; ++i)
    src[i] = i * 7;
  int *d = nullptr;
  ASSERT_EQ(hipMalloc(&d, 1000 * sizeof(int)), hipSuccess);
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(d) % 256, 0u);
  EXPECT_TRUE(amp2hip::host::is_device_pointer(d));
  EXPECT_TRUE(amp2hip::host::is_device_pointer(d + 999));
  EXPECT_FALSE(amp2hip::host::is_device_pointer(d + 1000));
  EXPECT_FALSE(amp2hip::host::is_device_pointer(src.data()));
  ASSERT_EQ(hipMemcpy(d, src.data(), 1000 * sizeof(int), hipMemcpyHostToDevice),
            hipSuccess);
  ASSERT_EQ(hipMemcpy(dst.data(), d, 1000 * sizeof(int), hipMemcpyDeviceToHost),
            hipSuccess);
  EXPECT_EQ(src, dst);
  ASSERT_EQ(hipFree(d), hipSuccess);
}

TEST(HostMemory, DeviceMemoryIsSeparateAndPoisoned) {
  // A kernel that reads memory nobody copied in sees garbage, not the host
  // data or zeros.
  float *d = nullptr;
  ASSERT_EQ(hipMalloc(&d, 16 * sizeof(float)), hipSuccess);
  std::vector<float> h(16, 1.0f);
  ASSERT_EQ(hipMemcpy(h.data(), d, 16 * sizeof(float), hipMemcpyDeviceToHost),
            hipSuccess);
  for (float v : h)
    EXPECT_TRUE(std::isnan(v));
  hipFree(d);
}

// A freed large block is kept and given to the next allocation of its size
// (block_cache.h: a launch's views are allocated and freed in every launch),
// which sees it as new: free as far as the device is concerned while kept,
// filled with 0xFF when taken back. Not under ASan, which must still see a
// use of freed device memory.
TEST(HostMemory, FreedBlocksAreReusedAsNewAllocations) {
  const std::size_t n = (1 << 20) / sizeof(float), base = amp2hip::host::device_memory_in_use();
  float *a = nullptr, *b = nullptr, *c = nullptr;
  ASSERT_EQ(hipMalloc(&a, n * sizeof(float)), hipSuccess);
  std::vector<float> ones(n, 1.0f), back(n, 0.0f);
  ASSERT_EQ(hipMemcpy(a, ones.data(), n * sizeof(float), hipMemcpyHostToDevice), hipSuccess);
  ASSERT_EQ(hipFree(a), hipSuccess);
  EXPECT_FALSE(amp2hip::host::is_device_pointer(a));
  EXPECT_EQ(amp2hip::host::device_memory_in_use(), base);
  EXPECT_EQ(hipFree(a), hipErrorInvalidValue); // kept is not allocated
  ASSERT_EQ(hipMalloc(&b, n * sizeof(float)), hipSuccess);
#ifndef AMP2HIP_HOST_ASAN
  EXPECT_EQ(b, a);
#endif
  EXPECT_TRUE(amp2hip::host::is_device_pointer(b + n - 1));
  ASSERT_EQ(hipMemcpy(back.data(), b, n * sizeof(float), hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_TRUE(std::isnan(back[0]) && std::isnan(back[n - 1]));
  // Another size is not served from the kept blocks; small blocks are not kept.
  ASSERT_EQ(hipMalloc(&c, n * sizeof(float) / 2), hipSuccess);
  EXPECT_NE(c, b);
  EXPECT_EQ(hipFree(c), hipSuccess);
  EXPECT_EQ(hipFree(b), hipSuccess);
  EXPECT_EQ(amp2hip::host::device_memory_in_use(), base);
}

TEST(HostMemory, DeviceToDeviceAndSubranges) {
  int *a = nullptr, *b = nullptr;
  ASSERT_EQ(hipMalloc(&a, 100 * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMalloc(&b, 100 * sizeof(int)), hipSuccess);
  std::vector<int> h(100);
  for (int i = 0; i < 100; ++i)
    h[i] = i;
  ASSERT_EQ(hipMemcpy(a, h.data(), 400, hipMemcpyHostToDevice), hipSuccess);
  ASSERT_EQ(hipMemset(b, 0, 400), hipSuccess);
  // A range inside an allocation is a valid device pointer.
  ASSERT_EQ(hipMemcpy(b + 10, a + 20, 30 * sizeof(int), hipMemcpyDeviceToDevice),
            hipSuccess);
  std::vector<int> r(100);
  ASSERT_EQ(hipMemcpy(r.data(), b, 400, hipMemcpyDeviceToHost), hipSuccess);
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(r[i], i >= 10 && i < 40 ? i + 10 : 0) << i;
  // hipMemcpyDefault infers the direction.
  std::vector<int> r2(5);
  ASSERT_EQ(hipMemcpy(r2.data(), a + 95, 5 * sizeof(int), hipMemcpyDefault),
            hipSuccess);
  EXPECT_EQ(r2, (std::vector<int>{95, 96, 97, 98, 99}));
  ASSERT_EQ(hipMemcpyAsync(a, r2.data(), 5 * sizeof(int), hipMemcpyDefault),
            hipSuccess);
  ASSERT_EQ(hipMemsetAsync(a + 5, 0xFF, 4, nullptr), hipSuccess);
  ASSERT_EQ(hipMemcpy(r.data(), a, 400, hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_EQ(r[0], 95);
  EXPECT_EQ(r[5], -1);
  EXPECT_EQ(r[6], 6);
  hipFree(a);
  hipFree(b);
}

TEST(HostMemory, ErrorCodes) {
  int host[16] = {};
  int *d = nullptr;
  ASSERT_EQ(hipMalloc(&d, 16 * sizeof(int)), hipSuccess);
  hipGetLastError();

  // Kind does not match the pointers.
  EXPECT_EQ(hipMemcpy(host, d, 64, hipMemcpyHostToDevice), hipErrorInvalidValue);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(hipMemcpy(d, host, 64, hipMemcpyDeviceToHost), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(host, host + 8, 16, hipMemcpyDeviceToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(d, d + 8, 16, hipMemcpyHostToHost), hipErrorInvalidValue);
  // Running off the end of an allocation.
  EXPECT_EQ(hipMemcpy(d + 8, host, 64, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemset(d + 1, 0, 64), hipErrorInvalidValue);
  EXPECT_EQ(hipMemset(host, 0, 4), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(d, nullptr, 4, hipMemcpyHostToDevice), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(d, host, 4, static_cast<hipMemcpyKind>(7)),
            hipErrorInvalidMemcpyDirection);
  // Zero bytes is a no-op success, as in HIP.
  EXPECT_EQ(hipMemcpy(nullptr, nullptr, 0, hipMemcpyHostToDevice), hipSuccess);

  // hipFree of something hipMalloc did not return.
  EXPECT_EQ(hipFree(host), hipErrorInvalidValue);
  EXPECT_EQ(hipFree(d + 1), hipErrorInvalidValue);
  EXPECT_EQ(hipFree(nullptr), hipSuccess);
  EXPECT_EQ(hipFree(d), hipSuccess);
  EXPECT_EQ(hipFree(d), hipErrorInvalidValue); // double free
  EXPECT_EQ(hipMalloc(static_cast<void **>(nullptr), 4), hipErrorInvalidValue);
  void *z = &z;
  EXPECT_EQ(hipMalloc(&z, 0), hipSuccess);
  EXPECT_EQ(z, nullptr);

  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidValue);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidValue); // peek keeps it
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
}

TEST(HostMemory, LastErrorIsPerThread) {
  EXPECT_EQ(hipFree(reinterpret_cast<void *>(16)), hipErrorInvalidValue);
  hipError_t other = hipErrorUnknown;
  std::thread([&other] { other = hipGetLastError(); }).join();
  EXPECT_EQ(other, hipSuccess);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
}

TEST(HostMemory, ErrorStrings) {
  EXPECT_STREQ(hipGetErrorName(hipSuccess), "hipSuccess");
  EXPECT_STREQ(hipGetErrorName(hipErrorOutOfMemory), "hipErrorOutOfMemory");
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidConfiguration),
               "hipErrorInvalidConfiguration");
  EXPECT_STREQ(hipGetErrorString(hipErrorInvalidValue), "invalid argument");
  EXPECT_STREQ(hipGetErrorString(hipErrorLaunchFailure),
               "unspecified launch failure");
  EXPECT_EQ(hipErrorInvalidDevicePointer, 17);
  EXPECT_EQ(hipErrorInvalidMemcpyDirection, 21);
  EXPECT_EQ(hipErrorNoDevice, 100);
  EXPECT_EQ(hipErrorInvalidDevice, 101);
  EXPECT_EQ(hipErrorLaunchFailure, 719);
  EXPECT_EQ(hipErrorUnknown, 999);
}

TEST(HostMemory, MemoryLimitInjection) {
  const std::size_t base = amp2hip::host::device_memory_in_use();
  amp2hip::host::set_device_memory_limit(base + 1000);
  void *a = nullptr, *b = nullptr;
  EXPECT_EQ(hipMalloc(&a, 600), hipSuccess);
  EXPECT_EQ(hipMalloc(&b, 600), hipErrorOutOfMemory);
  EXPECT_EQ(b, nullptr);
  EXPECT_EQ(hipGetLastError(), hipErrorOutOfMemory);
  EXPECT_EQ(hipMalloc(&b, 400), hipSuccess);
  std::size_t free_bytes = 1, total = 0;
  EXPECT_EQ(hipMemGetInfo(&free_bytes, &total), hipSuccess);
  EXPECT_EQ(total, base + 1000);
  EXPECT_EQ(free_bytes, 0u);
  hipDeviceProp_t prop;
  EXPECT_EQ(hipGetDeviceProperties(&prop, 0), hipSuccess);
  EXPECT_EQ(prop.totalGlobalMem, base + 1000);
  EXPECT_EQ(hipFree(a), hipSuccess);
  EXPECT_EQ(hipMalloc(&a, 600), hipSuccess); // freed memory is available again
  hipFree(a);
  hipFree(b);
  amp2hip::host::clear_device_memory_limit();
  EXPECT_EQ(hipMalloc(&a, 1 << 20), hipSuccess);
  hipFree(a);
  EXPECT_EQ(amp2hip::host::device_memory_in_use(), base);
}

TEST(HostMemory, DeviceManagement) {
  int n = 0, dev = -1;
  EXPECT_EQ(hipGetDeviceCount(&n), hipSuccess);
  EXPECT_EQ(n, 1);
  EXPECT_EQ(hipSetDevice(0), hipSuccess);
  EXPECT_EQ(hipSetDevice(1), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetDevice(&dev), hipSuccess);
  EXPECT_EQ(dev, 0);
  hipDeviceProp_t prop;
  EXPECT_EQ(hipGetDeviceProperties(&prop, 0), hipSuccess);
  EXPECT_STREQ(prop.name, "amp2hip host backend (CPU)");
  EXPECT_EQ(prop.maxThreadsPerBlock, 1024);
  EXPECT_EQ(prop.maxThreadsDim[2], 64);
  EXPECT_EQ(prop.maxGridSize[0], 2147483647);
  EXPECT_EQ(prop.maxGridSize[1], 65535);
  EXPECT_EQ(prop.sharedMemPerBlock, 65536u);
  EXPECT_EQ(prop.warpSize, warpSize);
  EXPECT_GE(prop.multiProcessorCount, 1);
  EXPECT_GT(prop.totalGlobalMem, 0u);
  EXPECT_EQ(hipGetDeviceProperties(&prop, 1), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
  hipGetLastError();
}

TEST(HostMemory, StreamsAndEvents) {
  hipStream_t s = nullptr;
  ASSERT_EQ(hipStreamCreate(&s), hipSuccess);
  EXPECT_EQ(hipStreamSynchronize(s), hipSuccess);
  EXPECT_EQ(hipStreamSynchronize(nullptr), hipSuccess);
  hipEvent_t start, stop;
  ASSERT_EQ(hipEventCreate(&start), hipSuccess);
  ASSERT_EQ(hipEventCreate(&stop), hipSuccess);
  float ms = -1;
  EXPECT_EQ(hipEventElapsedTime(&ms, start, stop), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventRecord(start, s), hipSuccess);
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(hipEventRecord(stop, s), hipSuccess);
  EXPECT_EQ(hipEventSynchronize(stop), hipSuccess);
  EXPECT_EQ(hipEventElapsedTime(&ms, start, stop), hipSuccess);
  EXPECT_GE(ms, 15.0f);
  EXPECT_LT(ms, 5000.0f);
  EXPECT_EQ(hipEventDestroy(start), hipSuccess);
  EXPECT_EQ(hipEventDestroy(stop), hipSuccess);
  EXPECT_EQ(hipEventDestroy(stop), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamDestroy(s), hipSuccess);
  EXPECT_EQ(hipStreamSynchronize(s), hipErrorInvalidHandle);
  int *d = nullptr;
  ASSERT_EQ(hipMalloc(&d, 4), hipSuccess);
  EXPECT_EQ(hipMemsetAsync(d, 0, 4, s), hipErrorInvalidHandle);
  hipFree(d);
  hipGetLastError();
}

TEST(HostMemory, HostMallocAndSymbols) {
  float *p = nullptr;
  ASSERT_EQ(hipHostMalloc(&p, 16 * sizeof(float)), hipSuccess);
  ASSERT_NE(p, nullptr);
  EXPECT_FALSE(amp2hip::host::is_device_pointer(p));
  EXPECT_EQ(hipHostFree(p), hipSuccess);
}

__constant__ float coefficients[4];

TEST(HostMemory, MemcpyToSymbol) {
  const float c[4] = {1, 2, 3, 4};
  ASSERT_EQ(hipMemcpyToSymbol(HIP_SYMBOL(coefficients), c, sizeof(c)),
            hipSuccess);
  float back[2] = {};
  ASSERT_EQ(hipMemcpyFromSymbol(back, HIP_SYMBOL(coefficients), sizeof(back),
                                2 * sizeof(float)),
            hipSuccess);
  EXPECT_EQ(back[0], 3.0f);
  EXPECT_EQ(back[1], 4.0f);
}

} // namespace
