// The first dimension (12 rows) is not a multiple of the tile's 8 rows.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> m(12 * 32, 1.0f);
  array_view<float, 2> av(12, 32, m);
  parallel_for_each(extent<2>(12, 32).tile<8, 32>(), [=](tiled_index<8, 32> t) restrict(amp) {  // expect-error: amp2hip-2010
    av[t.global] = static_cast<float>(t.local[1]);
  });
  av.synchronize();
  return 0;
}
