// A pointer to a pointer into an array_view's data in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    float* p = &av[i];
    float** pp = &p;  // expect-error: amp2hip-2018
    **pp += 1.0f;
  });
  av.synchronize();
  return 0;
}
