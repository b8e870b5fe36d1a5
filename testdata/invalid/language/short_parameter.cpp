// A restrict(amp) function with a short parameter.
#include <amp.h>
#include <vector>
using namespace concurrency;

int widen(short s) restrict(amp) {  // expect-error: amp2hip-2017
  return s * 2;
}

int main() {
  std::vector<int> v(16, 3);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
  return 0;
}
