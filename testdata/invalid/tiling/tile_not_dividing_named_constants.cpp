// Sizes from named constants: N = 1000 elements in tiles of BLOCK = 128.
#include <amp.h>
#include <vector>
using namespace concurrency;

static const int N = 1000;
static const int BLOCK = 128;

int main() {
  std::vector<int> v(N, 1);
  array_view<int, 1> av(N, v);
  parallel_for_each(extent<1>(N).tile<BLOCK>(), [=](tiled_index<BLOCK> t) restrict(amp) {  // expect-error: amp2hip-2010
    av[t.global] = t.local[0];
  });
  av.synchronize();
  return 0;
}
