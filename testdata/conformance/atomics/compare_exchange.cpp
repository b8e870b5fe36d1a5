// compare_exchange.cpp
//
// Covers: concurrency::atomic_compare_exchange(dest, &expected, value) on int
// and unsigned int (AMP 1.2 spec, "Atomic operations"): returns true and
// stores when *dest == expected, otherwise returns false and loads the
// current value into expected. Used in the canonical retry loop to build
// operations AMP has no atomic for (an int multiply-accumulate modulo a
// prime, an unsigned saturating add), checked against serial results; a
// single-shot claim shows exactly one thread wins.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 1500;
  constexpr int kPrime = 1000003;
  std::vector<int> acc(1, 1), claim(1, -1), wins(1, 0), winner(n, 0);
  std::vector<unsigned int> sat(1, 0u);
  array_view<int, 1> va(1, acc), vc(1, claim), vw(1, wins), vwin(n, winner);
  array_view<unsigned int, 1> vs(1, sat);
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    // acc = (acc + i) mod p, as a CAS loop (commutative, so the result is fixed).
    int expected = va[0];
    while (!atomic_compare_exchange(&va[0], &expected, (expected + i) % kPrime)) {
    }
    // Saturating add at 3,000,000.
    unsigned int e = vs[0];
    for (;;) {
      const unsigned int next = e + 4000u > 3000000u ? 3000000u : e + 4000u;
      if (atomic_compare_exchange(&vs[0], &e, next))
        break;
    }
    // Only the first thread to see -1 claims the slot.
    int none = -1;
    if (atomic_compare_exchange(&vc[0], &none, i)) {
      atomic_fetch_add(&vw[0], 1);
      vwin[idx] = 1;
    } else if (none == -1) {
      vwin[idx] = 2;  // a failed CAS must have loaded the current (non -1) value
    }
  });
  va.synchronize();
  vs.synchronize();
  vc.synchronize();
  vw.synchronize();
  vwin.synchronize();

  long long want = 1;
  for (int i = 0; i < n; ++i)
    want = (want + i) % kPrime;
  const unsigned int want_sat = 4000u * n > 3000000u ? 3000000u : 4000u * n;
  if (acc[0] != want || sat[0] != want_sat) {
    std::printf("FAIL: CAS accumulate got %d expected %lld, saturating add got %u expected %u\n", acc[0], want,
                sat[0], want_sat);
    return 1;
  }
  if (wins[0] != 1 || claim[0] < 0 || claim[0] >= n || winner[claim[0]] != 1) {
    std::printf("FAIL: claim: %d winners, slot %d\n", wins[0], claim[0]);
    return 1;
  }
  for (int i = 0; i < n; ++i) {
    if (winner[i] == 2) {
      std::printf("FAIL: thread %d: failed compare_exchange left expected at -1\n", i);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
