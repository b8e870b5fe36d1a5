// device_helpers.h - helpers for the kernels and the host alike. Written the
// way Visual C++ lets any header be: it uses restrict(...) and MSVC's
// shorthands itself and leaves including <amp.h> to the sources, which
// include it after this header.
#pragma once

inline int clamp_index(int i, int n) restrict(amp, cpu) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

inline float lerp(float a, float b, float t) __GPU { return a + (b - a) * t; }

inline int gpu_only_twice(int x) __GPU_ONLY { return 2 * x; }

inline int cpu_only_thrice(int x) __CPU_ONLY { return 3 * x; }

float scale_both(float x) restrict(amp, cpu); // defined in scale.cpp
