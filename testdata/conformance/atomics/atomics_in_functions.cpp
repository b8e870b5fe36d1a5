// atomics_in_functions.cpp
//
// Covers: AMP atomic functions called from restrict(amp) helper functions
// that receive the destination as an int* / unsigned int* parameter (AMP
// 1.2 spec, "Atomic operations": the functions take plain pointers to global
// memory), including a pointer to a struct member inside an array_view of
// structs and a function template over the element type; against serial
// totals.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Stats {
  int count;
  int sum;
  unsigned int bits;
  int max;
};

static void record(Stats* s, int v) restrict(amp) {
  atomic_fetch_inc(&s->count);
  atomic_fetch_add(&s->sum, v);
  atomic_fetch_or(&s->bits, 1u << (v & 31));
  atomic_fetch_max(&s->max, v);
}

template <typename T> T bump(T* p, T by) restrict(amp) { return atomic_fetch_add(p, by); }

int main() {
  constexpr int n = 2311, kGroups = 5;
  std::vector<Stats> stats(kGroups, Stats{0, 0, 0u, -1});
  std::vector<unsigned int> utotal(1, 0u);
  std::vector<int> itotal(1, 0);
  array_view<Stats, 1> vs(kGroups, stats);
  array_view<unsigned int, 1> vu(1, utotal);
  array_view<int, 1> vi(1, itotal);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int v = (idx[0] * 31) % 97;
    record(&vs[idx[0] % kGroups], v);
    bump(&vu[0], static_cast<unsigned int>(v));
    bump(&vi[0], -v);
  });
  vs.synchronize();
  vu.synchronize();
  vi.synchronize();
  unsigned int wu = 0;
  for (int g = 0; g < kGroups; ++g) {
    Stats w{0, 0, 0u, -1};
    for (int i = g; i < n; i += kGroups) {
      const int v = (i * 31) % 97;
      ++w.count;
      w.sum += v;
      w.bits |= 1u << (v & 31);
      w.max = v > w.max ? v : w.max;
    }
    const Stats& s = stats[g];
    if (s.count != w.count || s.sum != w.sum || s.bits != w.bits || s.max != w.max) {
      std::printf("FAIL: group %d got (%d,%d,%08x,%d) expected (%d,%d,%08x,%d)\n", g, s.count, s.sum, s.bits, s.max,
                  w.count, w.sum, w.bits, w.max);
      return 1;
    }
    wu += static_cast<unsigned int>(w.sum);
  }
  if (utotal[0] != wu || itotal[0] != -static_cast<int>(wu)) {
    std::printf("FAIL: totals got %u %d expected %u %d\n", utotal[0], itotal[0], wu, -static_cast<int>(wu));
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
