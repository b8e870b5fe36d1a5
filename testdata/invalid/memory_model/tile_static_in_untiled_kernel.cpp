// tile_static in a kernel over a plain extent: there is no tile to share it.
#include <amp.h>
#include <vector>
using namespace concurrency;

void scale(std::vector<float>& data, float k) {
  array_view<float, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    tile_static float cache[64];  // expect-error: amp2hip-2008
    cache[i[0] % 64] = av[i] * k;
    av[i] = cache[i[0] % 64];
  });
  av.synchronize();
}

int main() {
  std::vector<float> v(256, 1.0f);
  scale(v, 2.0f);
  return 0;
}
