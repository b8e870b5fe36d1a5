// A static lookup table in a restrict(amp) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;

float weight(int k) restrict(amp) {
  static const float w[3] = {0.25f, 0.5f, 0.25f};  // expect-error: amp2hip-2021
  return w[k];
}

int main() {
  std::vector<float> v(64, 1.0f);
  array_view<float, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = weight(i[0] % 3); });
  av.synchronize();
  return 0;
}
