// direct3d::noise (HLSL Perlin noise): HIP has no counterpart.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> data(8, 0.5f);
  array_view<float, 1> v(8, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = direct3d::noise(v[i]); // expect-error: amp2hip-1103
  });
  v.synchronize();
  return 0;
}
