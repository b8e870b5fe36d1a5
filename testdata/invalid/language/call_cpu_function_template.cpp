// A function template without restrict(amp), instantiated from a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T>
T cube(T x) { return x * x * x; }

int main() {
  std::vector<int> v(16, 2);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = cube(av[i]);  // expect-error: amp2hip-2019
  });
  av.synchronize();
  return 0;
}
