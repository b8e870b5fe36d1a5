// A kernel reading a mutable global variable (it lives in host memory).
#include <amp.h>
#include <vector>
using namespace concurrency;

float g_gain = 1.5f;

int main() {
  std::vector<float> v(64, 2.0f);
  array_view<float, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = av[i] * g_gain;  // expect-error: amp2hip-2022
  });
  av.synchronize();
  return 0;
}
