// kernels.h is included here and by twice.cpp: the program links only if
// the header's kernels may be defined in both translation units.
#include <cstdio>
#include <vector>
#include "kernels.h"

float scale_and_offset(float x);

int main() {
  std::vector<float> data(64, 2.0f);
  concurrency::array_view<float, 1> v(64, data);
  scale_all(v, 2.0f);
  Offsetter(0.5f).apply(v);
  v.synchronize();
  float other = scale_and_offset(2.0f);
  std::vector<float> ones(8, 1.0f);
  concurrency::array_view<float, 1> sums(8, ones);
  tile_sums(sums);
  sums.synchronize();
  if (ones[0] != 4.0f || ones[4] != 4.0f || ones[1] != 1.0f) {
    std::printf("FAIL: tile sums %f %f\n", ones[0], ones[4]);
    return 1;
  }
  for (float x : data)
    if (x != 4.5f) {
      std::printf("FAIL: %f\n", x);
      return 1;
    }
  if (other != 7.0f) {
    std::printf("FAIL: scale_and_offset gave %f\n", other);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
