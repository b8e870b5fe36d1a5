// Constructing, in a kernel, a type whose constructor is CPU-only.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Complex {
  float re, im;
  Complex(float r, float i) : re(r), im(i) {}
  float norm() const restrict(amp) { return re * re + im * im; }
};

int main() {
  std::vector<float> v(16, 0.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Complex z(static_cast<float>(i[0]), 1.0f);  // expect-error: amp2hip-2019
    av[i] = z.norm();
  });
  av.synchronize();
  return 0;
}
