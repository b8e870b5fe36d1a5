// A function pointer declared in a kernel, chosen at run time.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int (*op)(int) = nullptr;  // expect-error: amp2hip-2013
    av[i] = op ? 1 : 0;
  });
  av.synchronize();
  return 0;
}
