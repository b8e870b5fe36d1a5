// memcpy_failure.cpp
//
// RUN-ENV: AMP2HIP_HOST_FAIL_MEMCPY=2
// EXPECT: PASS
//
// Covers: a failed copy between host and device (the host backend fails the
// second hipMemcpy, here the copy back that synchronize() makes, with
// hipErrorIllegalAddress, as after a kernel's bad access) surfaces as
// concurrency::runtime_exception with HIP's error text, and the view stays
// usable: it still knows its host copy is stale, so a second synchronize()
// copies the kernel's results back.
#include <amp.h>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(4096, 1);
  array_view<int, 1> v(4096, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] + i[0]; });

  int failures = 0;
  for (int attempt = 0; attempt < 3; ++attempt) {
    try {
      v.synchronize();
      break;
    } catch (const runtime_exception& e) {
      std::printf("caught runtime_exception: %s\n", e.what());
      if (std::strstr(e.what(), "illegal memory access") == nullptr) {
        std::printf("FAIL: the message lacks HIP's error text\n");
        return 1;
      }
      ++failures;
    }
  }
  if (failures != 1) {
    std::printf("FAIL: expected exactly one failed synchronize, got %d\n", failures);
    return 1;
  }
  for (int i = 0; i < 4096; ++i)
    if (data[i] != 1 + i) {
      std::printf("FAIL: data[%d] = %d, expected %d\n", i, data[i], 1 + i);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
