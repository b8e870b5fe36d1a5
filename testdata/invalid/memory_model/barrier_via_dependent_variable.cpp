// The condition does not mention the tiled_index, but the variable it tests
// was computed from the thread's local index.
#include <amp.h>
#include <vector>
using namespace concurrency;

void leader_broadcast(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int value;
    const int lane = t.local[0];
    const bool leader = lane == 0;
    if (leader) {
      value = av[t.tile_origin];
      t.barrier.wait();  // expect-error: amp2hip-2006
    }
    av[t.global] = value;
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(64, 7);
  leader_broadcast(v);
  return 0;
}
