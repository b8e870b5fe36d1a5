// vecops_math.h - element-wise helpers that the library's kernels and its
// host code share.
#pragma once

namespace vecops {

inline float scaled_sum(float a, float x, float y) restrict(amp, cpu) { return a * x + y; }

inline float square(float x) restrict(amp, cpu) { return x * x; }

} // namespace vecops
