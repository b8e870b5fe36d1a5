// The barrier is inside a restrict(amp) helper; the kernel calls the helper
// only from some threads of the tile.
#include <amp.h>
#include <vector>
using namespace concurrency;

void publish(const tile_barrier& b, int* slot, int v) restrict(amp) {
  *slot = v;
  b.wait_with_tile_static_memory_fence();
}

void odd_lanes(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int s[64];
    s[t.local[0]] = 0;
    if (t.local[0] % 2 == 1)
      publish(t.barrier, &s[t.local[0]], av[t.global]);  // expect-error: amp2hip-2006
    av[t.global] = s[t.local[0]];
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(256, 5);
  odd_lanes(v);
  return 0;
}
