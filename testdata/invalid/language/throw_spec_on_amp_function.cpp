// An empty exception specification on a restrict(amp) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;
static float clamp01(float v) throw() restrict(amp) {  // expect-error: amp2hip-2028
  return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
}
int main() {
  std::vector<float> v(32, 2.0f);
  array_view<float, 1> av(32, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = clamp01(av[i]); });
  av.synchronize();
  return 0;
}
