// A kernel calling a member function that lacks restrict(amp).
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Affine {
  float a, b;
  float apply(float x) const { return a * x + b; }
};

int main() {
  std::vector<float> v(64, 1.0f);
  array_view<float, 1> av(64, v);
  Affine f{2.0f, 1.0f};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = f.apply(av[i]);  // expect-error: amp2hip-2019
  });
  av.synchronize();
  return 0;
}
