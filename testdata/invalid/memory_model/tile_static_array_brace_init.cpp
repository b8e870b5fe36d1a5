// A tile_static array with a brace initializer.
#include <amp.h>
#include <vector>
using namespace concurrency;

void histogram(std::vector<int>& data, std::vector<int>& bins) {
  array_view<const int, 1> av(static_cast<int>(data.size()), data);
  array_view<int, 1> bv(8, bins);
  parallel_for_each(av.extent.tile<32>(), [=](tiled_index<32> t) restrict(amp) {
    tile_static int local_bins[8] = {0, 0, 0, 0, 0, 0, 0, 0};  // expect-error: amp2hip-2009
    atomic_fetch_add(&local_bins[av[t.global] % 8], 1);
    t.barrier.wait();
    if (t.local[0] < 8) atomic_fetch_add(&bv[t.local[0]], local_bins[t.local[0]]);
  });
  bv.synchronize();
}

int main() {
  std::vector<int> v(128, 3), b(8, 0);
  histogram(v, b);
  return 0;
}
