// main.cpp - a user of the vecops library: no AMP code of its own, the
// kernels are in the library's headers.
#include <cstdio>
#include <vector>

#include "harness/check.h"
#include "vecops/axpy.h"

int main() {
  const int n = 1000;
  std::vector<float> x(n), y(n), want(n);
  for (int i = 0; i < n; ++i) {
    x[i] = 0.5f * i;
    y[i] = 1.0f - i;
    want[i] = vecops::scaled_sum(3.0f, x[i], y[i]);
  }
  vecops::axpy(3.0f, x, y);
  if (harness::failures(y, want, "axpy"))
    return 1;
  std::vector<float> halves(x);
  vecops::scale(0.5f, halves);
  for (int i = 0; i < n; ++i)
    want[i] = 0.25f * i;
  if (harness::failures(halves, want, "scale"))
    return 1;
  std::printf("PASS\n");
  return 0;
}
