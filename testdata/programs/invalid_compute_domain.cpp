// invalid_compute_domain.cpp
//
// Covers: AMP's error for a tiled launch whose extent the tile does not
// divide: parallel_for_each throws concurrency::invalid_compute_domain
// (a runtime_exception). The program catches it (by the specific type, and
// a second time through the runtime_exception base) and checks that no
// kernel side effects happened and that a valid launch still works after.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static bool launch_bad_1d(array_view<int, 1> v) {
  try {
    // 100 is not a multiple of 16
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
      v[t.global] = 1;
    });
  } catch (const invalid_compute_domain& ex) {
    std::printf("caught invalid_compute_domain: %s\n", ex.what());
    return true;
  }
  return false;
}

static bool launch_bad_2d(array_view<int, 2> m) {
  try {
    parallel_for_each(m.extent.tile<8, 8>(), [=](tiled_index<8, 8> t) restrict(amp) {
      m[t.global] = 2;
    });
  } catch (runtime_exception& ex) {  // through the base class
    std::printf("caught runtime_exception: %s\n", ex.what());
    return true;
  }
  return false;
}

int main() {
  std::vector<int> data(100, 0);
  array_view<int, 1> v(100, data);
  if (!launch_bad_1d(v)) {
    std::printf("FAIL: tile<16> of extent 100 did not throw invalid_compute_domain\n");
    return 1;
  }
  std::vector<int> grid(16 * 12, 0);  // 12 is not a multiple of 8
  array_view<int, 2> m(16, 12, grid);
  if (!launch_bad_2d(m)) {
    std::printf("FAIL: tile<8,8> of extent 16x12 did not throw\n");
    return 1;
  }
  v.synchronize();
  m.synchronize();
  for (int i = 0; i < 100; ++i)
    if (data[i] != 0) {
      std::printf("FAIL: data[%d] got %d expected 0 (kernel ran)\n", i, data[i]);
      return 1;
    }
  for (int i = 0; i < 16 * 12; ++i)
    if (grid[i] != 0) {
      std::printf("FAIL: grid[%d] got %d expected 0 (kernel ran)\n", i, grid[i]);
      return 1;
    }

  // A valid launch on the same view still works.
  parallel_for_each(v.extent.tile<20>(), [=](tiled_index<20> t) restrict(amp) {
    v[t.global] = t.local[0];
  });
  v.synchronize();
  for (int i = 0; i < 100; ++i)
    if (data[i] != i % 20) {
      std::printf("FAIL: after recovery data[%d] got %d expected %d\n", i, data[i], i % 20);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
