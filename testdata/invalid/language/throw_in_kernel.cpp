// throw in a kernel to report bad input.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(64, 1);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    if (av[i] < 0)
      throw 1;  // expect-error: amp2hip-2015
    av[i] = av[i] * 2;
  });
  av.synchronize();
  return 0;
}
