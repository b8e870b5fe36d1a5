// out_of_memory.cpp
//
// RUN-ENV: AMP2HIP_HOST_DEVICE_MEMORY=1048576
// EXPECT: PASS
//
// Covers: device allocation failures surface as concurrency::out_of_memory
// (a runtime_exception with E_OUTOFMEMORY) carrying HIP's error text, both
// for an array (allocated at construction) and for an array_view (its device
// copy is allocated when a kernel captures it); the program recovers and
// later, smaller work succeeds. The host backend's device is limited to
// 1 MiB by the environment.
#include <amp.h>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

static bool mentions_oom(const runtime_exception& e) {
  return std::strstr(e.what(), "out of memory") != nullptr;
}

int main() {
  // 1. An array bigger than the device.
  bool caught = false;
  try {
    array<int, 1> big(1 << 20);  // 4 MiB
    std::printf("FAIL: a 4 MiB array fit in a 1 MiB device\n");
    return 1;
  } catch (const out_of_memory& e) {
    std::printf("caught out_of_memory: %s\n", e.what());
    caught = mentions_oom(e) && e.get_error_code() == static_cast<long>(0x8007000EL);
  }
  if (!caught) {
    std::printf("FAIL: wrong out_of_memory text or code\n");
    return 1;
  }

  // 2. A view whose device copy does not fit: the launch throws, through the
  //    runtime_exception base, and the kernel does not run.
  std::vector<int> data(512 * 1024, 7);  // 2 MiB
  array_view<int, 1> v(static_cast<int>(data.size()), data);
  caught = false;
  try {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = -1; });
    v.synchronize();
  } catch (const runtime_exception& e) {
    std::printf("caught runtime_exception: %s\n", e.what());
    caught = mentions_oom(e);
  }
  if (!caught) {
    std::printf("FAIL: the launch over a 2 MiB view did not throw out_of_memory\n");
    return 1;
  }
  for (size_t i = 0; i < data.size(); ++i)
    if (data[i] != 7) {
      std::printf("FAIL: data[%zu] = %d after a failed launch\n", i, data[i]);
      return 1;
    }

  // 3. Work that fits still runs.
  std::vector<int> small(1000, 0);
  array_view<int, 1> w(1000, small);
  parallel_for_each(w.extent, [=](index<1> i) restrict(amp) { w[i] = i[0] * 2; });
  w.synchronize();
  for (int i = 0; i < 1000; ++i)
    if (small[i] != i * 2) {
      std::printf("FAIL: small[%d] = %d\n", i, small[i]);
      return 1;
    }
  array<int, 1> fits(1000);
  parallel_for_each(fits.extent, [&fits](index<1> i) restrict(amp) { fits[i] = 3; });
  std::vector<int> back(1000);
  copy(fits, back.begin());
  if (back[999] != 3) {
    std::printf("FAIL: array after recovery\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
