// A const extent whose sizes are constants: 50 columns in tiles of 16.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  const extent<2> grid(64, 50);
  std::vector<int> m(64 * 50, 0);
  array_view<int, 2> av(grid, m);
  parallel_for_each(grid.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) {  // expect-error: amp2hip-2010
    av[t.global] = t.tile[0] * 100 + t.tile[1];
  });
  av.synchronize();
  return 0;
}
