// An integer turned into a pointer with a C-style cast in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(16, 0);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    unsigned long address = 64ul * i[0];
    int *p = (int *)address;  // expect-error: amp2hip-2032
    av[i] = p == nullptr ? 1 : 0;
  });
  av.synchronize();
  return 0;
}
