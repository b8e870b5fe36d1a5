// A tile with a zero extent: amp2hip-2005.
#include <amp.h>
using namespace concurrency;

int main() {
  int data[64] = {0};
  array_view<int, 1> av(64, data);
  parallel_for_each(av.extent.tile<0>(), [=](tiled_index<0> t) restrict(amp) {
    av[t.global] = 1;
  });
  return 0;
}
