// restrict_functions.cpp
//
// Covers: user functions with restriction specifiers, called from kernels:
//  * a free restrict(amp) function,
//  * free restrict(amp, cpu) functions also called from host code (the CPU
//    reference uses the same functions),
//  * a member function of a struct (const, restrict(amp, cpu)) and a static
//    member function,
//  * function templates with restrict(amp, cpu) and a nested call chain,
//  * a declaration followed by a separate definition,
//  * an explicit restrict(cpu) function (host only),
//  * restrict(amp) on an inline function in a namespace.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// Declared here, defined after main's helpers.
int mix(int a, int b) restrict(amp, cpu);

int square(int x) restrict(amp) { return x * x; }

int clamp_to(int v, int lo, int hi) restrict(amp, cpu) {
  return v < lo ? lo : (v > hi ? hi : v);
}

namespace util {
inline int triple(int x) restrict(amp, cpu) { return 3 * x; }

template <typename T>
T max_of(T a, T b) restrict(amp, cpu) {
  return a > b ? a : b;
}

template <typename T, int Scale>
T scaled_max(T a, T b) restrict(amp, cpu) {
  return max_of(a, b) * Scale;
}
}  // namespace util

struct Affine {
  int mul;
  int add;
  int apply(int x) const restrict(amp, cpu) { return mul * x + add; }
  static int offset() restrict(amp, cpu) { return 17; }
};

int mix(int a, int b) restrict(amp, cpu) { return util::triple(a) - b + Affine::offset(); }

int host_square(int x) restrict(cpu) { return x * x; }

int reference(int i, int v, Affine f) {
  // host-side versions of everything the kernel does (no square(): amp only)
  int s = host_square(v);
  int r = clamp_to(f.apply(s), -50, 5000) + mix(i, v) + util::scaled_max<int, 2>(i % 7, v);
  return r * 10 + 2;
}

int main() {
  const int n = 777;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % 101 - 20;

  Affine f = {3, -40};
  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vout(n, out);
  vout.discard_data();

  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const int v = vin[idx];
    int r = clamp_to(f.apply(square(v)), -50, 5000) + mix(i, v) +
            util::scaled_max<int, 2>(i % 7, v);
    vout[idx] = r * 10 + 2;
  });
  vout.synchronize();

  for (int i = 0; i < n; ++i) {
    int expected = reference(i, in[i], f);
    if (out[i] != expected) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], expected);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
