// A restrict(amp) helper whose default argument calls a cpu-only function;
// the kernel uses the default.
#include <amp.h>
#include <vector>
using namespace concurrency;
static int default_gain() { return 3; }
static int apply_gain(int v, int gain = default_gain()) restrict(amp) {  // expect-error: amp2hip-2019
  return v * gain;
}
int main() {
  std::vector<int> v(16, 2);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = apply_gain(av[i]); });
  av.synchronize();
  return 0;
}
