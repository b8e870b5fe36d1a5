// tile_static on a namespace-scope variable.
#include <amp.h>
#include <vector>
using namespace concurrency;

tile_static int shared_scratch[256];  // expect-error: amp2hip-2008

void copy_tiles(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<256>(), [=](tiled_index<256> t) restrict(amp) {
    tile_static int s[256];
    s[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = s[255 - t.local[0]];
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(512, 1);
  copy_tiles(v);
  return 0;
}
