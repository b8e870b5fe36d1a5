// launch_rejected.cpp
//
// RUN-ENV: AMP2HIP_HOST_MAX_THREADS_PER_BLOCK=64
// EXPECT: PASS
//
// Covers: a launch configuration the device rejects. The translator accepts
// tiles of up to 1024 threads, as AMP does, but this "device" (the host
// backend, limited by the environment to 64 threads per block) refuses a
// 16x16 tile and the 256-thread blocks of an untiled launch: HIP reports
// hipErrorInvalidConfiguration and the shim throws
// concurrency::invalid_compute_domain (a runtime_exception) with HIP's text.
// No kernel side effect happens, and a launch that fits still works.
#include <amp.h>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> data(32 * 32, 0);
  array_view<int, 2> m(32, 32, data);

  bool caught = false;
  try {
    parallel_for_each(m.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {
      m[t.global] = 1;
    });
  } catch (const invalid_compute_domain& e) {
    std::printf("caught invalid_compute_domain: %s\n", e.what());
    caught = std::strstr(e.what(), "invalid configuration") != nullptr;
  }
  if (!caught) {
    std::printf("FAIL: a 256-thread tile was not rejected with HIP's text\n");
    return 1;
  }

  caught = false;
  try {
    parallel_for_each(m.extent, [=](index<2> i) restrict(amp) { m[i] = 2; });
  } catch (const runtime_exception& e) {
    std::printf("caught runtime_exception: %s\n", e.what());
    caught = true;
  }
  if (!caught) {
    std::printf("FAIL: an untiled launch with 256-thread blocks was not rejected\n");
    return 1;
  }
  m.synchronize();
  for (int i = 0; i < 32 * 32; ++i)
    if (data[i] != 0) {
      std::printf("FAIL: data[%d] = %d: a rejected kernel ran\n", i, data[i]);
      return 1;
    }

  // 8x8 = 64 threads fits.
  parallel_for_each(m.extent.tile<8, 8>(), [=](tiled_index<8, 8> t) restrict(amp) {
    m[t.global] = t.local[0] * 8 + t.local[1];
  });
  m.synchronize();
  for (int r = 0; r < 32; ++r)
    for (int c = 0; c < 32; ++c)
      if (data[r * 32 + c] != (r % 8) * 8 + c % 8) {
        std::printf("FAIL: data(%d,%d) = %d\n", r, c, data[r * 32 + c]);
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
