// launch_failure.cpp
//
// RUN-ENV: AMP2HIP_HOST_FAIL_LAUNCH=2
// EXPECT: PASS
//
// Covers: a kernel launch that fails (the host backend fails the second launch
// with hipErrorLaunchFailure, as a GPU reports a faulting kernel) surfaces as
// concurrency::runtime_exception with HIP's error text at the
// parallel_for_each, not later; the first kernel's results are intact and a
// retried launch works.
#include <amp.h>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> a(1000, 0), b(1000, 0);
  array_view<int, 1> va(1000, a), vb(1000, b);
  parallel_for_each(va.extent, [=](index<1> i) restrict(amp) { va[i] = i[0]; });

  int failures = 0;
  for (int attempt = 0; attempt < 3; ++attempt) {
    try {
      parallel_for_each(vb.extent, [=](index<1> i) restrict(amp) { vb[i] = 2 * va[i]; });
      break;
    } catch (const runtime_exception& e) {
      std::printf("caught runtime_exception: %s\n", e.what());
      if (std::strstr(e.what(), "launch failure") == nullptr) {
        std::printf("FAIL: the message lacks HIP's error text\n");
        return 1;
      }
      ++failures;
    }
  }
  if (failures != 1) {
    std::printf("FAIL: expected exactly one failed launch, got %d\n", failures);
    return 1;
  }
  va.synchronize();
  vb.synchronize();
  for (int i = 0; i < 1000; ++i)
    if (a[i] != i || b[i] != 2 * i) {
      std::printf("FAIL: a[%d] = %d, b[%d] = %d\n", i, a[i], i, b[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
