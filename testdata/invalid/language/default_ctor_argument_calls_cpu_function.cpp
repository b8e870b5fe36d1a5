// A constructor used in a kernel whose default argument calls a cpu-only
// function template.
#include <amp.h>
#include <vector>
using namespace concurrency;
template <typename T> T host_epsilon() { return T(1) / T(1000); }
struct Tolerance {
  float eps;
  explicit Tolerance(float e = host_epsilon<float>()) restrict(amp, cpu) : eps(e) {}  // expect-error: amp2hip-2019
};
int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Tolerance t;
    av[i] += t.eps;
  });
  av.synchronize();
  return 0;
}
