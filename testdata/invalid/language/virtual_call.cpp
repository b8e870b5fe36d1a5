// A virtual call in restrict(amp) code (no vtables on the accelerator).
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Shape {
  virtual float area(float s) const restrict(amp, cpu) { return s * s; }
};

float total_area(const Shape& shape, float s) restrict(amp) {
  return shape.area(s) * 2.0f;  // expect-error: amp2hip-2012
}

int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Shape sq;
    av[i] = total_area(sq, av[i]);
  });
  av.synchronize();
  return 0;
}
