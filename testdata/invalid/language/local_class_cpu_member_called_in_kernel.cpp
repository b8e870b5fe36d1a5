// A struct declared in a kernel: its members are amp code, but the one
// marked restrict(cpu) is cpu only, and the kernel calls it.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    struct Range {
      float lo, hi;
      float clamp(float x) const { return x < lo ? lo : (x > hi ? hi : x); }
      float width() const restrict(cpu) { return hi - lo; }
    };
    Range r = {0.0f, 4.0f};
    av[i] = r.clamp(av[i]) / r.width();  // expect-error: amp2hip-2019
  });
  av.synchronize();
  return 0;
}
