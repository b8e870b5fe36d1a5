// A restrict(amp) member function whose default argument calls a lambda
// with a parameter; a restrict(amp) helper uses the default.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Filter {
  float weight;
  float apply(float x,
              float scale = [](int steps) { return steps * 0.25f; }(4)) const restrict(amp) {  // expect-error: amp2hip-2039
    return x * weight * scale;
  }
};
static float filtered(const Filter &f, float x) restrict(amp) { return f.apply(x); }
int main() {
  std::vector<float> v(16, 2.0f);
  array_view<float, 1> av(16, v);
  Filter f = {0.5f};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = filtered(f, av[i]); });
  av.synchronize();
  return 0;
}
