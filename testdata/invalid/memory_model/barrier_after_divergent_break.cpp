// A reduction loop that lets threads leave early with `break`: later
// iterations' barriers are reached only by the threads still in the loop.
#include <amp.h>
#include <vector>
using namespace concurrency;

void tree_sum(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<128>(), [=](tiled_index<128> t) restrict(amp) {
    tile_static int s[128];
    const int lid = t.local[0];
    s[lid] = av[t.global];
    t.barrier.wait();
    for (int stride = 64; stride > 0; stride /= 2) {
      if (lid >= stride) break;
      s[lid] += s[lid + stride];
      t.barrier.wait();  // expect-error: amp2hip-2006
    }
    if (lid == 0) av[t.global] = s[0];
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(1024, 1);
  tree_sum(v);
  return 0;
}
