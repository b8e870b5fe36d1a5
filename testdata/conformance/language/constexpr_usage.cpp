// constexpr_usage.cpp
//
// Covers (AMP spec 2.3 with C++11 constexpr): constexpr restrict(amp, cpu)
// functions evaluated at compile time (array bounds, template arguments) and
// at run time inside a kernel, namespace-scope and local constexpr scalars
// read in a kernel, a constexpr static member, and static_assert on them.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kWidth = 6;
constexpr float kScale = 0.75f;

constexpr int cube(int v) restrict(amp, cpu) { return v * v * v; }
constexpr int fib(int n) restrict(amp, cpu) {
  int a = 0, b = 1;
  for (int i = 0; i < n; ++i) {
    int t = a + b;
    a = b;
    b = t;
  }
  return a;
}

struct Limits {
  static constexpr int kMax = fib(10);
};

static_assert(cube(3) == 27, "constexpr cube");
static_assert(Limits::kMax == 55, "constexpr fib");

template <int N>
int times_n(int v) restrict(amp, cpu) {
  return N * v;
}

int main() {
  const int n = 512;
  std::vector<int> out(n, 0);
  std::vector<float> fout(n, 0.0f);
  array_view<int, 1> ov(n, out);
  array_view<float, 1> fv(n, fout);
  ov.discard_data();
  fv.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    constexpr int kLocal = cube(2);
    int buf[kWidth + kLocal];
    for (int k = 0; k < kWidth + kLocal; ++k) buf[k] = fib(k % 12);
    int s = 0;
    for (int k = 0; k < kWidth + kLocal; ++k) s += buf[k];
    int v = idx[0] % Limits::kMax;
    ov[idx] = s + cube(v % 7) + times_n<cube(2)>(v);
    fv[idx] = kScale * v;
  });
  ov.synchronize();
  fv.synchronize();
  int s = 0;
  for (int k = 0; k < kWidth + 8; ++k) s += fib(k % 12);
  for (int i = 0; i < n; ++i) {
    int v = i % 55;
    int e = s + cube(v % 7) + 8 * v;
    if (out[i] != e || fout[i] != kScale * v) {
      std::printf("FAIL: [%d] got (%d,%f) expected (%d,%f)\n", i, out[i], fout[i], e, kScale * v);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
