// fetch_inc_dec.cpp
//
// Covers: concurrency::atomic_fetch_inc and atomic_fetch_dec on int and
// unsigned int (AMP 1.2 spec, "Atomic operations"): plain +1 / -1 that do
// not wrap at a limit like HIP's atomicInc/atomicDec. Used as a ticket
// dispenser (each thread's returned ticket is unique, so a stream compaction
// writes every selected element exactly once) and as a countdown that goes
// negative.
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 4099;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 7919) % 1000;
  std::vector<int> packed(n, -1);
  std::vector<int> cnt(2, 0);
  cnt[1] = 100;  // countdown from 100 by every thread
  std::vector<unsigned int> ucnt(2, 0u);
  ucnt[1] = 5u;  // unsigned countdown that wraps below zero
  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vp(n, packed), vc(2, cnt);
  array_view<unsigned int, 1> vu(2, ucnt);
  parallel_for_each(vin.extent, [=](index<1> i) restrict(amp) {
    const int v = vin[i];
    if (v % 3 == 0) {
      const int slot = atomic_fetch_inc(&vc[0]);
      vp[slot] = v;
    }
    atomic_fetch_dec(&vc[1]);
    atomic_fetch_inc(&vu[0]);
    atomic_fetch_dec(&vu[1]);
  });
  vp.synchronize();
  vc.synchronize();
  vu.synchronize();

  std::vector<int> want;
  for (int v : in)
    if (v % 3 == 0)
      want.push_back(v);
  const int m = static_cast<int>(want.size());
  if (cnt[0] != m || cnt[1] != 100 - n || ucnt[0] != static_cast<unsigned int>(n) ||
      ucnt[1] != 5u - static_cast<unsigned int>(n)) {
    std::printf("FAIL: counters got %d %d %u %u expected %d %d %u %u\n", cnt[0], cnt[1], ucnt[0], ucnt[1], m,
                100 - n, static_cast<unsigned int>(n), 5u - static_cast<unsigned int>(n));
    return 1;
  }
  std::vector<int> got(packed.begin(), packed.begin() + m);
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  for (int i = 0; i < m; ++i) {
    if (got[i] != want[i]) {
      std::printf("FAIL: compacted[%d] got %d expected %d\n", i, got[i], want[i]);
      return 1;
    }
  }
  for (int i = m; i < n; ++i) {
    if (packed[i] != -1) {
      std::printf("FAIL: slot %d past the count was written (%d)\n", i, packed[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
