// A tiled functor kernel with a barrier under a local-index condition.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct TileSum {
  array_view<int, 1> data;
  void operator()(tiled_index<32> t) const restrict(amp) {
    tile_static int s[32];
    s[t.local[0]] = data[t.global];
    if (t.local[0] < 16) {
      s[t.local[0]] += s[t.local[0] + 16];
      t.barrier.wait();  // expect-error: amp2hip-2006
    }
    data[t.global] = s[0];
  }
};

int main() {
  std::vector<int> v(128, 1);
  array_view<int, 1> av(128, v);
  parallel_for_each(av.extent.tile<32>(), TileSum{av});
  av.synchronize();
  return 0;
}
