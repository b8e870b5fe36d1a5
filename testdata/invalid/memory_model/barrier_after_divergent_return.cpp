// An early exit for out-of-range threads BEFORE the barrier: the threads
// that returned never arrive at it (MSVC: C3561; undefined on GPUs).
#include <amp.h>
#include <vector>
using namespace concurrency;

void shift_left(std::vector<int>& data, int n) {
  array_view<int, 1> av(n, data);
  parallel_for_each(av.extent.tile<256>().pad(), [=](tiled_index<256> t) restrict(amp) {
    tile_static int s[256];
    if (t.global[0] >= n) return;
    s[t.local[0]] = av[t.global];
    t.barrier.wait();  // expect-error: amp2hip-2007
    av[t.global] = s[(t.local[0] + 1) % 256];
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(1000, 1);
  shift_left(v, 1000);
  return 0;
}
