// A kernel capturing a host scalar by reference ([&]): the accelerator
// cannot see host memory through the reference.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> v(64, 1.0f);
  array_view<float, 1> av(64, v);
  float scale = 3.0f;
  parallel_for_each(av.extent, [&scale, av](index<1> i) restrict(amp) {  // expect-error: amp2hip-2001
    av[i] *= scale;
  });
  av.synchronize();
  return 0;
}
