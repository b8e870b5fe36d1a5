// A pointer-to-pointer parameter of a restrict(amp) function.
#include <amp.h>
using namespace concurrency;

float first(float** rows) restrict(amp) {  // expect-error: amp2hip-2018
  return rows[0][0];
}

int main() {
  float data[4] = {1, 2, 3, 4};
  array_view<float, 1> av(4, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2.0f; });
  av.synchronize();
  return 0;
}
