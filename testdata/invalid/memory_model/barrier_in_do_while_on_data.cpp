// A do/while whose condition reads memory at the thread's own position: the
// value (and so the trip count) differs between threads.
#include <amp.h>
#include <vector>
using namespace concurrency;

void relax(std::vector<int>& data) {
  array_view<int, 2> av(16, 16, data);
  parallel_for_each(av.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
    tile_static int s[4][4];
    do {
      s[t.local[0]][t.local[1]] = av[t.global] / 2;
      t.barrier.wait();  // expect-error: amp2hip-2006
      av[t.global] = s[t.local[0]][t.local[1]];
    } while (av[t.global] > 1);
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(256, 100);
  relax(v);
  return 0;
}
