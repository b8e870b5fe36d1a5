// restrict_contextual.cpp
//
// Covers (issue 12, item 4): `restrict` is a contextual keyword. Here it is
// an ordinary name (an enumerator, a function parameter, a struct member
// read in a kernel through a captured struct, a local captured by a kernel)
// next to its use as a specifier in every spelling AMP allows:
// restrict(cpu, amp) in either order, the sequence restrict(amp)
// restrict(cpu) (which means restrict(amp, cpu)), after const and mutable,
// on lambdas, and through __GPU on a lambda; `#ifdef __GPU_ONLY` picks the
// kernel's helper and must pick the same one in the translation.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

enum class Access { open, restrict };

struct Limits {
  int restrict;  // how far values are restricted
  int floor;
  int apply(int v) const restrict(cpu, amp) { return v > restrict ? restrict : (v < floor ? floor : v); }
};

int both_ways(int v) restrict(amp) restrict(cpu) { return v * 3 + 1; }

int restricted_sum(const std::vector<int>& values, int restrict) {
  int sum = 0;
  for (int v : values) sum += v < restrict ? v : restrict;
  return sum;
}

#ifdef __GPU_ONLY
inline int pick(int v) __GPU_ONLY { return v + 1000; }
#else
inline int pick(int v) restrict(amp) { return v - 1000; }
#endif

int main() {
  const int n = 50;
  std::vector<int> a(n), out(n, 0), extra(n, 0);
  for (int i = 0; i < n; ++i) a[i] = i * 7 % 23 - 5;
  array_view<const int, 1> av(n, a);
  array_view<int, 1> ov(n, out), ev(n, extra);
  Limits lim{12, -2};
  Access mode = Access::restrict;
  int restrict = mode == Access::restrict ? 1 : 0;
  parallel_for_each(ov.extent, [=](index<1> i) mutable restrict(amp) {
    auto plus = [=](int v) restrict(cpu, amp) { return v + restrict; };
    ov[i] = plus(lim.apply(av[i])) + both_ways(lim.restrict);
  });
  parallel_for_each(ev.extent, [=](index<1> i) restrict(amp) {
    auto dec = [](int v) __GPU { return v - 1; };
    ev[i] = pick(dec(i[0] + 1));
  });
  ov.synchronize();
  ev.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = lim.apply(a[i]) + restrict + both_ways(12);
    if (out[i] != want) {
      std::printf("FAIL: out[%d] = %d, expected %d\n", i, out[i], want);
      return 1;
    }
    if (extra[i] != i + 1000) {
      std::printf("FAIL: extra[%d] = %d (the #ifdef __GPU_ONLY branch)\n", i, extra[i]);
      return 1;
    }
  }
  if (restricted_sum(a, 10) != restricted_sum(a, lim.restrict - 2)) {
    std::printf("FAIL: host restricted_sum\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
