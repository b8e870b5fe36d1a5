// A pointer to member function in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Scale {
  float k;
  float up(float x) const restrict(amp) { return x * k; }
  float down(float x) const restrict(amp) { return x / k; }
};

int main() {
  std::vector<float> v(32, 4.0f);
  array_view<float, 1> av(32, v);
  Scale s{2.0f};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    float (Scale::*m)(float) const = &Scale::up;  // expect-error: amp2hip-2013
    av[i] = (s.*m)(av[i]);
  });
  av.synchronize();
  return 0;
}
