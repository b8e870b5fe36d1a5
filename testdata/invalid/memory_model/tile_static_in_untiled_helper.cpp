// A restrict(amp) helper with tile_static storage, called only from an
// untiled kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

float staged(float x, int slot) restrict(amp) {
  tile_static float stage[32];  // expect-error: amp2hip-2008
  stage[slot] = x;
  return stage[slot] * 2.0f;
}

void twice(std::vector<float>& data) {
  array_view<float, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = staged(av[i], i[0] % 32);
  });
  av.synchronize();
}

int main() {
  std::vector<float> v(64, 1.0f);
  twice(v);
  return 0;
}
