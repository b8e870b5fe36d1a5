// An array_view captured by reference: views must be captured by value.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> host(64, 1);
  array_view<int, 1> av(64, host);
  parallel_for_each(av.extent, [&av](index<1> i) restrict(amp) {  // expect-error: amp2hip-2001
    av[i] += 1;
  });
  av.synchronize();
  return 0;
}
