// A restrict(amp) function that calls through a function pointer parameter.
#include <amp.h>
#include <vector>
using namespace concurrency;

int apply(int (*f)(int), int x) restrict(amp) {
  return f(x) + 1;  // expect-error: amp2hip-2013
}

int main() {
  std::vector<int> v(64, 3);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
  return 0;
}
