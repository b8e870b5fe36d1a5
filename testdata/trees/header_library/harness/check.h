// check.h - the test harness's comparisons, for host results and for
// kernels that check their own.
#pragma once

#include <cstdio>
#include <vector>

namespace harness {

inline bool close_to(float got, float want, float tolerance) restrict(amp, cpu) {
  float d = got - want;
  return (d < 0.0f ? -d : d) <= tolerance;
}

// How many elements differ; prints the first.
inline int failures(const std::vector<float>& got, const std::vector<float>& want,
                    const char* what) {
  int bad = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    if (close_to(got[i], want[i], 1e-4f))
      continue;
    if (!bad++)
      std::printf("FAIL: %s[%zu] = %f, expected %f\n", what, i, got[i], want[i]);
  }
  return bad;
}

} // namespace harness
