// 1000 is not a multiple of 256: the last tile would be partial. Use
// .tile<256>().pad() (and a bounds check) or .truncate().
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> v(1000, 1.0f);
  array_view<float, 1> av(1000, v);
  parallel_for_each(extent<1>(1000).tile<256>(), [=](tiled_index<256> t) restrict(amp) {  // expect-error: amp2hip-2010
    av[t.global] *= 2.0f;
  });
  av.synchronize();
  return 0;
}
