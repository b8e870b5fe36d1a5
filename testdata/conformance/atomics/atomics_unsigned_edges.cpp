// atomics_unsigned_edges.cpp
//
// Covers: AMP atomics at the edges of the unsigned int range (AMP 1.2 spec,
// "Atomic operations"): atomic_fetch_max / atomic_fetch_min compare as
// unsigned (0xffffffff is the largest, 0 the smallest), atomic_fetch_inc
// wraps 0xffffffff to 0 and atomic_fetch_dec wraps 0 to 0xffffffff (plain
// modular +1 / -1, unlike HIP's atomicInc/atomicDec with a limit), and
// atomic_exchange / atomic_compare_exchange move 0xffffffff intact.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 257;
  std::vector<unsigned int> cell(6);
  cell[0] = 5u;           // max
  cell[1] = 0x80000000u;  // min
  cell[2] = 0xffffffffu - 100u;  // inc past the top
  cell[3] = 100u;                // dec past zero
  cell[4] = 0u;                  // exchange
  cell[5] = 0u;                  // compare_exchange
  std::vector<int> ok(1, 0);
  array_view<unsigned int, 1> vc(6, cell);
  array_view<int, 1> vok(1, ok);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const unsigned int i = static_cast<unsigned int>(idx[0]);
    atomic_fetch_max(&vc[0], i == 7u ? 0xffffffffu : i);
    atomic_fetch_min(&vc[1], i == 9u ? 0u : 0x80000000u + i);
    atomic_fetch_inc(&vc[2]);
    atomic_fetch_dec(&vc[3]);
    if (i == 3u)
      atomic_exchange(&vc[4], 0xffffffffu);
    if (i == 11u) {
      unsigned int expect = 0u;
      if (atomic_compare_exchange(&vc[5], &expect, 0xfffffffeu))
        atomic_fetch_add(&vok[0], 1);
    }
  });
  vc.synchronize();
  vok.synchronize();
  const unsigned int want[6] = {0xffffffffu, 0u, 0xffffffffu - 100u + n, 100u - n, 0xffffffffu, 0xfffffffeu};
  for (int k = 0; k < 6; ++k) {
    if (cell[k] != want[k]) {
      std::printf("FAIL: cell %d got 0x%08x expected 0x%08x\n", k, cell[k], want[k]);
      return 1;
    }
  }
  if (ok[0] != 1) {
    std::printf("FAIL: compare_exchange on 0 did not succeed exactly once (%d)\n", ok[0]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
