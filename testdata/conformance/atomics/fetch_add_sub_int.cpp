// fetch_add_sub_int.cpp
//
// Covers: concurrency::atomic_fetch_add and atomic_fetch_sub on int (AMP 1.2
// spec, section "Atomic operations"): many threads add/subtract into a few
// global counters of an array_view (contention), and each thread keeps the
// value the call returned; the final counters must equal the serial sums,
// and for a counter only incremented by 1 the returned old values must be
// exactly a permutation of 0..count-1.
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 5003;
  constexpr int kBins = 7;
  std::vector<int> counters(kBins + 1, 0), olds(n, -1);
  array_view<int, 1> c(kBins + 1, counters);
  array_view<int, 1> o(n, olds);
  o.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    atomic_fetch_add(&c[i % kBins], i % 11 - 3);
    atomic_fetch_sub(&c[(i * 3) % kBins], i % 5);
    o[idx] = atomic_fetch_add(&c[kBins], 1);
  });
  c.synchronize();
  o.synchronize();

  std::vector<int> want(kBins + 1, 0);
  for (int i = 0; i < n; ++i) {
    want[i % kBins] += i % 11 - 3;
    want[(i * 3) % kBins] -= i % 5;
  }
  want[kBins] = n;
  for (int b = 0; b <= kBins; ++b) {
    if (counters[b] != want[b]) {
      std::printf("FAIL: counter[%d] got %d expected %d\n", b, counters[b], want[b]);
      return 1;
    }
  }
  std::sort(olds.begin(), olds.end());
  for (int i = 0; i < n; ++i) {
    if (olds[i] != i) {
      std::printf("FAIL: returned old values are not 0..%d: sorted[%d] = %d\n", n - 1, i, olds[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
