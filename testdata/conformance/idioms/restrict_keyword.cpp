// restrict_keyword.cpp
//
// Covers (issue 12, item 4): `restrict` as Visual C++ treats it: helpers
// written before <amp.h> is included that use restrict(amp, cpu) and MSVC's
// __GPU, __GPU_ONLY and __CPU_ONLY shorthands (a precompiled header often
// puts them there); `restrict` used as an ordinary identifier where it is
// not a specifier (it is contextual); and `#if defined(__GPU)` branches,
// which must take the same branch in the translation as in the input.
// (Visual C++ knows restrict and the shorthands before any header. The same
// helpers in a header of their own: testdata/trees/keywords.)
#include <cstdio>
#include <vector>

inline int clamp_index(int i, int n) restrict(amp, cpu) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

inline float lerp(float a, float b, float t) __GPU { return a + (b - a) * t; }

inline int gpu_only_twice(int x) __GPU_ONLY { return 2 * x; }

inline int cpu_only_thrice(int x) __CPU_ONLY { return 3 * x; }

#include <amp.h>

using namespace concurrency;

#if defined(__GPU)
#define HAVE_GPU_MACROS 1
#else
#define HAVE_GPU_MACROS 0
#endif

struct Policy {
  int restrict;  // a member named restrict: not a specifier
  int strict;
};

static int restrict_count(const Policy& p) { return p.restrict + p.strict; }

int main() {
  const int n = 64;
  std::vector<int> a(n), b(n, 0);
  std::vector<float> f(n, 0.0f);
  for (int i = 0; i < n; ++i) a[i] = i - 10;
  array_view<const int, 1> av(n, a);
  array_view<int, 1> bv(n, b);
  array_view<float, 1> fv(n, f);
  int restrict = 3;  // a local named restrict
  parallel_for_each(bv.extent, [=](index<1> i) __GPU_ONLY {
    bv[i] = gpu_only_twice(clamp_index(av[i], 40)) + restrict;
    fv[i] = lerp(0.0f, 10.0f, static_cast<float>(i[0]) / 64.0f);
  });
  bv.synchronize();
  fv.synchronize();
  Policy p{4, 5};
  for (int i = 0; i < n; ++i) {
    int e = 2 * clamp_index(a[i], 40) + 3;
    if (b[i] != e) { std::printf("FAIL: b[%d] = %d, expected %d\n", i, b[i], e); return 1; }
    float fe = lerp(0.0f, 10.0f, static_cast<float>(i) / 64.0f);
    if (f[i] != fe) { std::printf("FAIL: f[%d] = %f\n", i, f[i]); return 1; }
  }
  if (cpu_only_thrice(restrict) != 9 || restrict_count(p) != 9 || !HAVE_GPU_MACROS) {
    std::printf("FAIL: host side\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
