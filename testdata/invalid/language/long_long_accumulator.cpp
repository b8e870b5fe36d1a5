// A 64-bit long long accumulator in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(64, 1 << 20);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    long long acc = 0;  // expect-error: amp2hip-2017
    for (int k = 0; k < 8; ++k) acc += av[i];
    av[i] = static_cast<int>(acc >> 3);
  });
  av.synchronize();
  return 0;
}
