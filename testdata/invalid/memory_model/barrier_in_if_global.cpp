// A bounds check on the global index that guards a barrier: the threads of
// the last, partial tile that fail the check never reach it.
#include <amp.h>
#include <vector>
using namespace concurrency;

void smooth(std::vector<int>& data, int n) {
  array_view<int, 1> av(n, data);
  parallel_for_each(av.extent.tile<128>().pad(), [=](tiled_index<128> t) restrict(amp) {
    tile_static int s[128];
    if (t.global[0] < n) {
      s[t.local[0]] = av[t.global];
      t.barrier.wait();  // expect-error: amp2hip-2006
      av[t.global] = (s[t.local[0]] + s[(t.local[0] + 1) % 128]) / 2;
    }
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(1000, 4);
  smooth(v, 1000);
  return 0;
}
