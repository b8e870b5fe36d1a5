// av_host_kernel_interleave.cpp
//
// Covers (AMP spec 5.2.6, implicit synchronization on host access): host
// reads and writes through an array_view (element access, a section's
// element access, a projection) interleaved with kernels, with no explicit
// synchronize or refresh: each host read sees the previous kernel's
// results, each host write is seen by the next kernel, in ranks 1 and 2.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 16, cols = 16;
  std::vector<int> d(rows * cols, 0);
  array_view<int, 2> v(rows, cols, d);
  for (int round = 1; round <= 5; ++round) {
    parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i] += round; });
    // Host read through the view, a section and a projection.
    int want = 0;
    for (int r = 1; r <= round; ++r) want += r;
    int extra = round > 1 ? 100 * (round - 1) : 0;
    if (v(round, round) != want + extra || v.section(index<2>(8, 8), extent<2>(4, 4))(1, 1) != want ||
        v[15][0] != want) {
      std::printf("FAIL: round %d host reads %d %d %d expected %d/%d\n", round, v(round, round),
                  v.section(index<2>(8, 8), extent<2>(4, 4))(1, 1), v[15][0], want + extra, want);
      return 1;
    }
    // Host write on the diagonal element of the next round.
    v(round + 1, round + 1) += 100 * round;
  }
  std::vector<int> sums(rows, 0);
  array_view<int, 1> sv(rows, sums);
  parallel_for_each(sv.extent, [=](index<1> r) restrict(amp) {
    int s = 0;
    for (int c = 0; c < cols; ++c) s += v(r[0], c);
    sv[r] = s;
  });
  sv.synchronize();
  for (int r = 0; r < rows; ++r) {
    int want = 15 * cols + (r >= 2 && r <= 6 ? 100 * (r - 1) : 0);
    if (sums[r] != want) { std::printf("FAIL: row %d sum %d expected %d\n", r, sums[r], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
