// typeid in a kernel.
#include <amp.h>
#include <typeinfo>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<float> v(8, 1.0f);
  array_view<float, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    float x = av[i];
    bool is_float = typeid(x) == typeid(float);  // expect-error: amp2hip-2016
    av[i] = is_float ? x : 0.0f;
  });
  av.synchronize();
  return 0;
}
