// A kernel in a member function names a static helper of its class through a
// macro: the expansion cannot be qualified for the kernel at namespace scope.
#include <amp.h>
#include <vector>
using namespace concurrency;

#define SATURATE(x) Clamp(x)

struct Shader {
  static float Clamp(float v) restrict(amp, cpu) { return v > 1.0f ? 1.0f : v; }
  void run(std::vector<float> &data) {
    array_view<float, 1> av(static_cast<int>(data.size()), data);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] = SATURATE(av[i] * 2.0f);  // expect-error: amp2hip-1017
    });
    av.synchronize();
  }
};

int main() {
  std::vector<float> v(64, 0.75f);
  Shader().run(v);
  return 0;
}
