// restrict_as_a_name.cpp - in Visual C++ restrict is a contextual keyword: a
// class, its constructors, a member, a function and variables may be named
// restrict beside the restriction specifiers (restrict(amp) restrict(cpu)
// and MSVC's shorthands among them).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// The host side's clamping policy, named restrict.
class restrict {
public:
  restrict() : limit(100) {}
  explicit restrict(int limit) : limit(limit) {}
  int apply(int v) const { return v > limit ? limit : v; }
  int limit;
};

struct Window {
  int restrict; // the upper bound
  int lo;
};

int restrict_all(std::vector<int>& v, const restrict& r) {
  int changed = 0;
  for (int& x : v) {
    int y = r.apply(x);
    changed += y != x;
    x = y;
  }
  return changed;
}

inline int clamp_to(int v, int lo, int hi) restrict(amp, cpu) {
  return v < lo ? lo : (v > hi ? hi : v);
}

inline int twice_of(int v) restrict(amp) restrict(cpu) { return 2 * v; }

inline int restrict_twice(int v) __GPU_ONLY { return twice_of(v); }

int main() {
  const int n = 256;
  std::vector<int> data(n), twice(n);
  for (int i = 0; i < n; ++i)
    data[i] = i - 20;
  restrict policy(200);
  restrict defaults = restrict();
  Window w = {policy.limit, 3};
  const int lo = w.lo, hi = w.restrict;
  array_view<const int, 1> in(n, data);
  array_view<int, 1> out(n, twice);
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = clamp_to(restrict_twice(in[i]), lo, hi);
  });
  out.synchronize();
  int restrict = 0; // a local named restrict counts the mismatches
  for (int i = 0; i < n; ++i)
    restrict += twice[i] != clamp_to(2 * data[i], lo, hi);
  std::vector<int> copy(data);
  int changed = restrict_all(copy, defaults);
  if (restrict != 0 || changed != 135 || copy[n - 1] != 100) {
    std::printf("FAIL: %d mismatches, %d clamped, last %d\n", restrict, changed, copy[n - 1]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
