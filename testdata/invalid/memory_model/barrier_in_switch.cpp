// A switch on the local index with a barrier in one case.
#include <amp.h>
#include <vector>
using namespace concurrency;

void by_lane(std::vector<float>& data) {
  array_view<float, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float s[4];
    s[t.local[0]] = av[t.global];
    switch (t.local[0]) {
    case 0:
      t.barrier.wait_with_tile_static_memory_fence();  // expect-error: amp2hip-2006
      av[t.global] = s[3];
      break;
    default:
      av[t.global] = s[t.local[0] - 1];
      break;
    }
  });
  av.synchronize();
}

int main() {
  std::vector<float> v(16, 1.0f);
  by_lane(v);
  return 0;
}
