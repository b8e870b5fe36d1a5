// Helpers the shim's host-backend tests share: device buffers in and out,
// and a fixture that starts each test with zeroed transfer counters.
#ifndef AMP2HIP_TESTS_HOST_TEST_HELPERS_H
#define AMP2HIP_TESTS_HOST_TEST_HELPERS_H

#include "amp2hip/host/hip_runtime.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

namespace amp2hip_test {

// `n` elements of device memory (the test fails if hipMalloc does).
template <typename T> T *device_alloc(std::size_t n) {
  T *p = nullptr;
  EXPECT_EQ(hipMalloc(&p, n * sizeof(T)), hipSuccess);
  return p;
}

// A device copy of `h`.
template <typename T> T *to_device(const std::vector<T> &h) {
  T *d = device_alloc<T>(h.size());
  EXPECT_EQ(hipMemcpy(d, h.data(), h.size() * sizeof(T), hipMemcpyHostToDevice), hipSuccess);
  return d;
}

// The first `n` elements of device memory `d`, copied back.
template <typename T> std::vector<T> to_host(const T *d, std::size_t n) {
  std::vector<T> h(n);
  EXPECT_EQ(hipMemcpy(h.data(), d, n * sizeof(T), hipMemcpyDeviceToHost), hipSuccess);
  return h;
}

} // namespace amp2hip_test

#endif // AMP2HIP_TESTS_HOST_TEST_HELPERS_H
