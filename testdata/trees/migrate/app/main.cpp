// main.cpp - runs the pipeline and checks it against the CPU.
#include <cmath>
#include <cstdio>
#include <vector>

#include "config.h"

void init(std::vector<float>& data, int rows, int cols);
void smooth(std::vector<float>& data, int rows, int cols);

int main() {
  const int rows = cfg::kHeight, cols = cfg::kWidth;
  std::vector<float> data(cfg::cells());
  init(data, rows, cols);
  std::vector<float> want(data.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const float self = static_cast<float>((r * 3 + c) % 11);
      if (data[r * cols + c] != self) {
        std::printf("FAIL: init(%d,%d) = %f, expected %f\n", r, c, data[r * cols + c], self);
        return 1;
      }
      const float left = static_cast<float>((r * 3 + (c + cols - 1) % cols) % 11);
      want[r * cols + c] = self + (left - self) * 0.25f;
    }
  smooth(data, rows, cols);
  for (size_t i = 0; i < data.size(); ++i)
    if (std::fabs(data[i] - want[i]) > 1e-6f) {
      std::printf("FAIL: smooth[%zu] = %f, expected %f\n", i, data[i], want[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
