// atomic_fetch_sub on a tile_static float in a tiled kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> data(128, 1.0f), budgets(2, 0.0f);
  array_view<const float, 1> dv(128, data);
  array_view<float, 1> bv(2, budgets);
  parallel_for_each(dv.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static float budget;
    if (t.local[0] == 0) budget = 100.0f;
    t.barrier.wait();
    concurrency::atomic_fetch_sub(&budget, dv[t.global]);  // expect-error: amp2hip-2031
    t.barrier.wait();
    if (t.local[0] == 0) bv[t.tile] = budget;
  });
  bv.synchronize();
  return 0;
}
