// A 3-D domain whose middle dimension (30) is not a multiple of its tile (4).
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> vol(8 * 30 * 64, 0.5f);
  array_view<float, 3> av(8, 30, 64, vol);
  parallel_for_each(extent<3>(8, 30, 64).tile<4, 4, 16>(),  // expect-error: amp2hip-2010
                    [=](tiled_index<4, 4, 16> t) restrict(amp) {
    av[t.global] = av[t.global] * 2.0f;
  });
  av.synchronize();
  return 0;
}
