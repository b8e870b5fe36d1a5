// A kernel calling a helper that lacks restrict(amp).
#include <amp.h>
#include <vector>
using namespace concurrency;

float lerp(float a, float b, float t) { return a + (b - a) * t; }

int main() {
  std::vector<float> v(64, 0.0f);
  array_view<float, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = lerp(0.0f, 1.0f, i[0] / 64.0f);  // expect-error: amp2hip-2019
  });
  av.synchronize();
  return 0;
}
