// A kernel inside a function template (dependent code): the barrier is under
// a condition on the thread's global index.
#include <amp.h>
#include <vector>
using namespace concurrency;

template <int TS, typename T>
void prefix_tiles(array_view<T, 1> av) {
  parallel_for_each(av.extent.template tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    tile_static T s[TS];
    s[t.local[0]] = av[t.global];
    if (t.global[0] % 2 == 0) {
      t.barrier.wait();  // expect-error: amp2hip-2006
      av[t.global] = s[0];
    }
  });
}

int main() {
  std::vector<float> v(256, 1.0f);
  array_view<float, 1> av(256, v);
  prefix_tiles<64>(av);
  av.synchronize();
  return 0;
}
