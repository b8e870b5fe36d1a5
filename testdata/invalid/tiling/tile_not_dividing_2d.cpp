// extent<2>(100, 100) in 16x16 tiles: 100 is not a multiple of 16.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> m(100 * 100, 1);
  array_view<int, 2> av(100, 100, m);
  parallel_for_each(extent<2>(100, 100).tile<16, 16>(),  // expect-error: amp2hip-2010
                    [=](tiled_index<16, 16> t) restrict(amp) {
    av[t.global] += t.local[0] + t.local[1];
  });
  av.synchronize();
  return 0;
}
