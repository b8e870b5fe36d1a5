// volatile in a kernel (a habit from CUDA warp-synchronous code).
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(64, 1);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    volatile int guard = av[i];  // expect-error: amp2hip-2020
    av[i] = guard + 1;
  });
  av.synchronize();
  return 0;
}
