// An initialized tile_static variable: every thread would run the
// initializer, racing with the threads already using it.
#include <amp.h>
#include <vector>
using namespace concurrency;

void count_positive(std::vector<int>& data, std::vector<int>& counts) {
  array_view<const int, 1> av(static_cast<int>(data.size()), data);
  array_view<int, 1> cv(static_cast<int>(counts.size()), counts);
  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int count = 0;  // expect-error: amp2hip-2009
    if (av[t.global] > 0) atomic_fetch_add(&count, 1);
    t.barrier.wait();
    if (t.local[0] == 0) cv[t.tile] = count;
  });
  cv.synchronize();
}

int main() {
  std::vector<int> v(256, 1), c(4, 0);
  count_positive(v, c);
  return 0;
}
