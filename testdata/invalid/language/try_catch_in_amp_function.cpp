// try/catch in a restrict(amp) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;

float safe_div(float a, float b) restrict(amp) {
  try {  // expect-error: amp2hip-2015
    return a / b;
  } catch (...) {
    return 0.0f;
  }
}

int main() {
  std::vector<float> v(16, 2.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = safe_div(1.0f, av[i]); });
  av.synchronize();
  return 0;
}
