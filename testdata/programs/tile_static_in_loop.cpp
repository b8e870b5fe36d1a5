// tile_static_in_loop.cpp
//
// Covers: tile_static variables declared inside a loop body (and one inside a
// nested block and one scalar), re-used on every iteration with barriers
// before and after. Computes, for each element, a prefix sum within its tile
// of 32 over several "rounds" of input (a blocked scan).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rounds = 3;
  const int n = 32 * 9;
  std::vector<int> input(rounds * n), output(n, 0);
  for (int i = 0; i < rounds * n; ++i) input[i] = (i * 7 + 3) % 10;

  array_view<const int, 2> in(rounds, n, input);
  array_view<int, 1> out(n, output);
  out.discard_data();

  parallel_for_each(out.extent.tile<32>(), [=](tiled_index<32> t) restrict(amp) {
    const int l = t.local[0];
    int acc = 0;
    for (int round = 0; round < rounds; ++round) {
      tile_static int vals[32];   // declared in the loop body
      vals[l] = in(round, t.global[0]);
      t.barrier.wait();
      {
        tile_static int round_total;  // scalar tile_static in a nested block
        if (l == 0) {
          int s = 0;
          for (int k = 0; k < 32; ++k) s += vals[k];
          round_total = s;
        }
        t.barrier.wait();
        int prefix = 0;
        for (int k = 0; k <= l; ++k) prefix += vals[k];
        acc += prefix * 1000 + round_total;
      }
      t.barrier.wait();  // everyone done with vals before the next round
    }
    out[t.global] = acc;
  });
  out.synchronize();

  for (int i = 0; i < n; ++i) {
    const int base = (i / 32) * 32;
    int expected = 0;
    for (int round = 0; round < rounds; ++round) {
      int prefix = 0, total = 0;
      for (int k = base; k < base + 32; ++k) {
        if (k <= i) prefix += input[round * n + k];
        total += input[round * n + k];
      }
      expected += prefix * 1000 + total;
    }
    if (output[i] != expected) {
      std::printf("FAIL: output[%d] got %d expected %d\n", i, output[i], expected);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
