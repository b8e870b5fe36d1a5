// Heap allocation in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int* scratch = new int[4];  // expect-error: amp2hip-2023
    scratch[0] = av[i];
    av[i] = scratch[0] * 2;
  });
  av.synchronize();
  return 0;
}
