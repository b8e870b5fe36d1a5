// atomic_cas_update.cpp
//
// Covers (AMP spec 8.2, atomic_compare_exchange): lock-free read-modify-write
// loops built on atomic_compare_exchange (returns whether it succeeded and
// updates the expected value on failure): a per-bucket "multiply then add"
// that has no atomic_fetch_* equivalent, and a spin-free election
// where exactly one thread per bucket wins the 0 -> id exchange.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kBuckets = 16;

int main() {
  const int n = 4096;
  std::vector<unsigned> acc(kBuckets, 1u), owner(kBuckets, 0u), wins(n, 0u);
  array_view<unsigned, 1> av(kBuckets, acc), ov(kBuckets, owner), wv(n, wins);
  parallel_for_each(wv.extent, [=](index<1> i) restrict(amp) {
    const int b = i[0] % kBuckets;
    // acc[b] = acc[b] * 3 + 1 (mod 2^32): the same map every time, so the order does not matter
    unsigned expected = av[b];
    while (!atomic_compare_exchange(&av[b], &expected, expected * 3u + 1u)) {
    }
    unsigned zero = 0u;
    if (atomic_compare_exchange(&ov[b], &zero, static_cast<unsigned>(i[0] + 1))) wv[i] = 1u;
  });
  av.synchronize();
  ov.synchronize();
  wv.synchronize();
  for (int b = 0; b < kBuckets; ++b) {
    unsigned e = 1u;
    for (int k = 0; k < n / kBuckets; ++k) e = e * 3u + 1u;
    if (acc[b] != e) {
      std::printf("FAIL: acc[%d] got %u expected %u\n", b, acc[b], e);
      return 1;
    }
    if (owner[b] == 0u || (owner[b] - 1u) % kBuckets != static_cast<unsigned>(b)) {
      std::printf("FAIL: owner[%d] = %u\n", b, owner[b]);
      return 1;
    }
    int winners = 0;
    for (int i = b; i < n; i += kBuckets) winners += wins[i];
    if (winners != 1 || wins[owner[b] - 1u] != 1u) {
      std::printf("FAIL: bucket %d has %d winners\n", b, winners);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
