// default_arguments.cpp
//
// Covers (AMP spec 2.3): restrict(amp) functions with default arguments
// called with and without them from a kernel, a constructor with default
// arguments, and a member function template with a default template argument.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int affine(int x, int a = 3, int b = -1) restrict(amp, cpu) { return a * x + b; }

struct Range {
  int lo, hi;
  Range(int l = 0, int h = 10) restrict(amp, cpu) : lo(l), hi(h) {}
  template <typename T = int>
  T clamp(T v) const restrict(amp, cpu) {
    return v < T(lo) ? T(lo) : (v > T(hi) ? T(hi) : v);
  }
};

static int eval(int i) restrict(amp, cpu) {
  Range r1;
  Range r2(-5);
  Range r3(-50, 50);
  return affine(i) + affine(i, 2) + affine(i, 1, 1) + r1.clamp(i % 20) + r2.clamp(i % 13 - 7) +
         r3.clamp(i - 100) + static_cast<int>(r3.clamp<float>(i * 0.5f - 30.0f));
}

int main() {
  const int n = 222;
  std::vector<int> out(n, 0);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) { ov[idx] = eval(idx[0]); });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    if (out[i] != eval(i)) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], eval(i));
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
