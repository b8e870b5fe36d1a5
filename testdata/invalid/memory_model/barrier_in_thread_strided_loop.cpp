// A loop whose trip count depends on the thread's local index: threads run
// different numbers of iterations, so they wait on different barriers.
#include <amp.h>
#include <vector>
using namespace concurrency;

const int TILE = 32;

void load_rows(std::vector<float>& data, int width) {
  array_view<float, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static float row[TILE];
    for (int i = t.local[0]; i < width; i += 7) {
      row[i % TILE] = av[t.tile_origin[0] + i % TILE];
      t.barrier.wait();  // expect-error: amp2hip-2006
    }
    av[t.global] = row[t.local[0]];
  });
  av.synchronize();
}

int main() {
  std::vector<float> v(256, 2.0f);
  load_rows(v, 20);
  return 0;
}
