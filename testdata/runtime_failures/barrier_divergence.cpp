// barrier_divergence.cpp
//
// RUN-ENV:
// EXPECT-FAILURE: barrier divergence
//
// Covers: a tile_barrier that not every thread of a tile reaches. The
// divergence depends on the data (thread 5 of each tile leaves early) and
// happens inside a helper whose parameter the compile-time rule (2006/2007,
// docs/rules.md) assumes uniform, so the translator accepts the program, as
// it must accept any divergence it cannot prove; the host backend must
// detect it at run time and report it (the launch fails, check_launch throws
// concurrency::runtime_exception naming the kernel, the block and the
// threads) instead of hanging. The exception is not caught: the program must
// end with a non-zero status and the message on stderr.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// Waits on the tile barrier unless leave is set.
void wait_unless(const tiled_index<16> &t, int leave) restrict(amp) {
  if (leave != 0)
    return; // leaves the tile's other threads waiting at the barrier
  t.barrier.wait();
}

int main() {
  std::vector<int> data(64, 0);
  std::vector<int> skip(64, 0);
  for (int i = 5; i < 64; i += 16)
    skip[i] = 1;
  array_view<int, 1> v(64, data);
  array_view<const int, 1> s(64, skip);
  parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int shared[16];
    shared[t.local[0]] = t.global[0];
    wait_unless(t, s[t.global]);
    v[t.global] = shared[15 - t.local[0]];
  });
  v.synchronize();
  std::printf("FAIL: the divergent barrier was not reported\n");
  return 1;
}
