// scale_tool - scales samples with the explicitly instantiated Scaler<float>
// and checks them, and sums with sum_of<int> (both defined in scaler.cpp).
#include <cstdio>
#include <vector>
#include "scaler.h"
#include "shapes.h"

int main() {
  std::vector<float> samples(300);
  for (int i = 0; i < 300; ++i) samples[i] = 0.25f * static_cast<float>(i % 13);
  Scaler<float> twice(2.0f);
  std::vector<float> scaled = twice.apply(samples);
  for (int i = 0; i < 300; ++i)
    if (scaled[i] != samples[i] * twice.factor()) {
      std::printf("FAIL: scaled[%d] = %f, expected %f\n", i, scaled[i], samples[i] * 2.0f);
      return 1;
    }
  std::vector<int> counts = {3, 1, 4, 1, 5, 9, 2, 6};
  if (sum_of(counts) != 31) {
    std::printf("FAIL: sum_of = %d, expected 31\n", sum_of(counts));
    return 1;
  }
  std::vector<float> one = rect_areas({{0.5f, 0.5f}});
  std::printf("scale_tool: %zu samples, unit area %g\n", scaled.size(), one[0]);
  std::printf("PASS\n");
  return 0;
}
