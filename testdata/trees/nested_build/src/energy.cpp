// energy.cpp - the kinetic energy of all bodies, summed per tile of 64 on
// the accelerator and over the tiles on the CPU.
#include <amp.h>
#include <vector>
#include "physics.h"

using namespace concurrency;

float total_energy(const std::vector<Body>& bodies) {
  const int n = static_cast<int>(bodies.size()); // A multiple of 64.
  array_view<const Body, 1> b(n, bodies);
  std::vector<float> partial(n / 64);
  array_view<float, 1> sums(n / 64, partial);
  sums.discard_data();
  parallel_for_each(b.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static float e[64];
    const float v = b[t.global].v;
    e[t.local[0]] = 0.5f * v * v;
    t.barrier.wait();
    for (int s = 32; s > 0; s /= 2) {
      if (t.local[0] < s)
        e[t.local[0]] += e[t.local[0] + s];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      sums[t.tile] = e[0];
  });
  sums.synchronize();
  float total = 0;
  for (float s : partial)
    total += s;
  return total;
}
