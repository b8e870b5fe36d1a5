// default_argument_near_misses.cpp
//
// Covers (the valid side of amp2hip-2039, Visual C++'s C3931): default
// arguments of amp functions that are not lambdas, and lambdas in default
// arguments that amp code never runs.
//  * restrict(amp) functions whose default arguments are constants, a
//    constexpr expression and a call of a restrict(amp) function, used with
//    their defaults from a kernel;
//  * a restrict(amp) constructor and member function with such defaults;
//  * a restrict(amp, cpu) function whose default argument is a lambda: the
//    host calls it with the default, the kernel always passes the argument;
//  * a host function whose default argument is a lambda, called on the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kBase = 5;

static int half_of(int v) restrict(amp, cpu) { return v / 2; }

static int offset(int v, int by = kBase * 2 + 1) restrict(amp) { return v + by; }
static int scaled(int v, int k = half_of(kBase * 4)) restrict(amp) { return v * k; }

struct Window {
  int lo, hi;
  explicit Window(int l = -kBase, int h = half_of(60)) restrict(amp) : lo(l), hi(h) {}
  int clamp(int v, int pad = 0) const restrict(amp) {
    return v < lo - pad ? lo - pad : (v > hi + pad ? hi + pad : v);
  }
};

// The lambda runs only where the default is used: on the host.
static int bumped(int v, int by = [] { return kBase + 2; }()) restrict(amp, cpu) { return v + by; }

static int host_sum(const std::vector<int> &v, int start = [](int s) { return s * 10; }(3)) {
  int total = start;
  for (int x : v)
    total += x;
  return total;
}

int main() {
  const int n = 48;
  std::vector<int> out(n, 0), bumps(n, 0);
  array_view<int, 1> ov(n, out);
  array_view<int, 1> bv(n, bumps);
  ov.discard_data();
  bv.discard_data();
  const int by = bumped(0);  // the host's default: 7
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    Window w;
    ov[idx] = offset(i) + scaled(i) + w.clamp(i - 10) + w.clamp(i - 10, 2);
    bv[idx] = bumped(i, by);
  });
  ov.synchronize();
  bv.synchronize();
  for (int i = 0; i < n; ++i) {
    auto clamp = [](int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); };
    int expect = (i + 11) + i * 10 + clamp(i - 10, -5, 30) + clamp(i - 10, -7, 32);
    if (out[i] != expect) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], expect);
      return 1;
    }
    if (bumps[i] != i + 7) {
      std::printf("FAIL: bumps[%d] got %d expected %d\n", i, bumps[i], i + 7);
      return 1;
    }
  }
  if (host_sum(bumps) != 30 + n * (n - 1) / 2 + 7 * n) {
    std::printf("FAIL: host_sum got %d\n", host_sum(bumps));
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
