// A class declared in a restrict(amp) function takes its restriction: its
// member calls a host function, which amp code may not.
#include <amp.h>
#include <cmath>
#include <vector>
using namespace concurrency;
static float host_gain(float x) { return x * 1.5f; }
static float shade(float x) restrict(amp) {
  struct Shader {
    float base;
    float apply(float v) const {
      return base + host_gain(v);  // expect-error: amp2hip-2019
    }
  };
  Shader s = {0.5f};
  return s.apply(x);
}
int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = shade(av[i]); });
  av.synchronize();
  return 0;
}
