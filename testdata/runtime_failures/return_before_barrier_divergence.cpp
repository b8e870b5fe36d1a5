// return_before_barrier_divergence.cpp
//
// RUN-ENV:
// EXPECT-FAILURE: barrier divergence
//
// Covers: a return before a tile barrier that only some threads of a tile
// take: a ticket drawn from an atomic counter decides (every 16th ticket
// leaves) inside a helper, so the compile-time rule (2007, docs/rules.md),
// which follows the thread index and atomics in the kernel, cannot see it. AMP leaves this undefined; the kernel is the shape
// the host backend runs as loops over the tile's threads (tile-loop form),
// which counts the threads that returned and must fail the launch as
// barrier divergence, naming the kernel, instead of running the barrier
// for the threads that stayed. The exception is not caught: the program
// must end with a non-zero status and the message on stderr.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// The next ticket: a different one for every thread that calls it.
int draw_ticket(array_view<int, 1> counter) restrict(amp) {
  return atomic_fetch_add(&counter[0], 1);
}

int main() {
  const int n = 64, valid = 60;
  std::vector<int> data(n, 1), tickets(1, 0);
  array_view<int, 1> v(n, data);
  array_view<int, 1> next(1, tickets);
  parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    if (draw_ticket(next) % 16 == 13)
      return;
    tile_static int partial[16];
    partial[t.local[0]] = v[t.global] + valid;
    t.barrier.wait();
    v[t.global] = partial[11 - t.local[0]];
  });
  v.synchronize();
  std::printf("FAIL: the divergent return was not reported\n");
  return 1;
}
