// A pointer to volatile data as a restrict(amp) parameter.
#include <amp.h>
#include <vector>
using namespace concurrency;

int read_flag(volatile int* flag) restrict(amp) {  // expect-error: amp2hip-2020
  return *flag;
}

int main() {
  std::vector<int> v(8, 1);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * 3; });
  av.synchronize();
  return 0;
}
