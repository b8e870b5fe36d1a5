// Inline assembly in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    asm("nop");  // expect-error: amp2hip-2024
    av[i] += 1;
  });
  av.synchronize();
  return 0;
}
