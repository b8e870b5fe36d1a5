// A 1-D tile of 2048 threads.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(4096, 0);
  array_view<int, 1> av(4096, v);
  parallel_for_each(av.extent.tile<2048>(), [=](tiled_index<2048> t) restrict(amp) {  // expect-error: amp2hip-2004
    av[t.global] = t.local[0];
  });
  av.synchronize();
  return 0;
}
