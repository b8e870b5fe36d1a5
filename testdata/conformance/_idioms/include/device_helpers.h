// A helper header written to be included before <amp.h>: it uses the
// restrict keyword itself, the way MSVC lets every header do.
#pragma once

inline int clamp_index(int i, int n) restrict(amp, cpu) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

inline float lerp(float a, float b, float t) __GPU { return a + (b - a) * t; }

inline int gpu_only_twice(int x) __GPU_ONLY { return 2 * x; }

inline int cpu_only_thrice(int x) __CPU_ONLY { return 3 * x; }
