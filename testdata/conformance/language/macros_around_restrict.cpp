// macros_around_restrict.cpp
//
// Covers (AMP spec 2.1, restriction specifiers and the preprocessor): object-
// like macros expanding to restrict(amp) and restrict(amp, cpu) on functions
// and a kernel lambda, a function-like macro wrapping a restrict(amp) helper
// declaration, and a macro used in kernel code. The macro names are unique
// to this program and undefined at its end.
#include <amp.h>
#include <cstdio>
#include <vector>

#define MACROS_AR_DEVICE restrict(amp)
#define MACROS_AR_BOTH restrict(amp, cpu)
#define MACROS_AR_UNARY(name, expr) \
  inline int name(int x) MACROS_AR_BOTH { return (expr); }
#define MACROS_AR_SQ(x) ((x) * (x))

using namespace concurrency;

MACROS_AR_UNARY(plus_seven, x + 7)
MACROS_AR_UNARY(neg_twice, -2 * x)

inline int device_only(int x) MACROS_AR_DEVICE { return MACROS_AR_SQ(x) - plus_seven(x); }
inline int both(int x) MACROS_AR_BOTH { return neg_twice(x) + 1; }

int main() {
  const int n = 321;
  std::vector<int> out(n, 0);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) MACROS_AR_DEVICE {
    int x = idx[0] - 100;
    ov[idx] = device_only(x) + both(x) * 3;
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int x = i - 100;
    int e = (x * x - (x + 7)) + (-2 * x + 1) * 3;
    if (out[i] != e) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}

#undef MACROS_AR_DEVICE
#undef MACROS_AR_BOTH
#undef MACROS_AR_UNARY
#undef MACROS_AR_SQ
