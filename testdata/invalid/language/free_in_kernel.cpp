// std::free in a kernel.
#include <amp.h>
#include <cstdlib>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(16, 4);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int *none = nullptr;
    std::free(none);  // expect-error: amp2hip-2023
    av[i] += 1;
  });
  av.synchronize();
  return 0;
}
