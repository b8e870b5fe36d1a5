// A barrier that only the first half of each tile reaches: the other threads
// never arrive and the tile hangs. MSVC: C3561.
#include <amp.h>
#include <vector>
using namespace concurrency;

void half_tile_sum(std::vector<float>& data) {
  array_view<float, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static float s[64];
    s[t.local[0]] = av[t.global];
    if (t.local[0] < 32) {
      s[t.local[0]] += s[t.local[0] + 32];
      t.barrier.wait();  // expect-error: amp2hip-2006
    }
    av[t.global] = s[t.local[0] % 32];
  });
  av.synchronize();
}

int main() {
  std::vector<float> v(1024, 1.0f);
  half_tile_sum(v);
  return 0;
}
