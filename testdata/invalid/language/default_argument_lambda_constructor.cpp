// A restrict(amp, cpu) constructor whose default argument is a lambda; the
// kernel default-constructs the object, so the lambda runs in amp code.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Blend {
  float alpha;
  explicit Blend(float a = []() -> float { return 0.25f; }()) restrict(amp, cpu) : alpha(a) {}  // expect-error: amp2hip-2039
  float mix(float x, float y) const restrict(amp, cpu) { return alpha * x + (1.0f - alpha) * y; }
};
int main() {
  std::vector<float> a(16, 1.0f), b(16, 3.0f);
  array_view<float, 1> av(16, a);
  array_view<const float, 1> bv(16, b);
  Blend on_host;  // fine: the host may run the lambda
  av[0] = on_host.mix(av[0], bv[0]);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Blend blend;
    av[i] = blend.mix(av[i], bv[i]);
  });
  av.synchronize();
  return 0;
}
