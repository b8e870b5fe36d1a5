// A restrict(amp) helper whose default argument is a lambda; the kernel
// uses the default, so the lambda runs in amp code, and it is not amp code.
#include <amp.h>
#include <vector>
using namespace concurrency;
static int apply_gain(int v, int gain = [] { return 3; }()) restrict(amp) {  // expect-error: amp2hip-2039
  return v * gain;
}
int main() {
  std::vector<int> v(16, 2);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = apply_gain(av[i]); });
  av.synchronize();
  return 0;
}
