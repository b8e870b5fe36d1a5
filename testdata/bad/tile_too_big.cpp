// A tile of 32 x 64 = 2048 threads, more than the 1024 allowed: amp2hip-2004.
#include <amp.h>
using namespace concurrency;

int main() {
  int data[64 * 64] = {0};
  array_view<int, 2> av(64, 64, data);
  parallel_for_each(av.extent.tile<32, 64>(), [=](tiled_index<32, 64> t) restrict(amp) {
    av[t.global] = 1;
  });
  return 0;
}
