// Declared __GPU (restrict(amp, cpu)), defined __GPU_ONLY (restrict(amp)).
#include <amp.h>
#include <vector>
using namespace concurrency;
int scale(int v) __GPU;
int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = scale(av[i]); });
  av.synchronize();
  return 0;
}
int scale(int v) __GPU_ONLY {  // expect-error: amp2hip-2029
  return v * 3;
}
