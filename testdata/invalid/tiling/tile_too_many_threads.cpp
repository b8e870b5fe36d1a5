// 64 x 32 = 2048 threads in one tile; AMP (and HIP) allow at most 1024.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> m(128 * 128, 0);
  array_view<int, 2> av(128, 128, m);
  parallel_for_each(av.extent.tile<64, 32>(), [=](tiled_index<64, 32> t) restrict(amp) {  // expect-error: amp2hip-2004
    av[t.global] = t.local[0] * 32 + t.local[1];
  });
  av.synchronize();
  return 0;
}
