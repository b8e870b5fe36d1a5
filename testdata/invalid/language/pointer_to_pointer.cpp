// A pointer to a pointer in a restrict(amp) function.
#include <amp.h>
#include <vector>
using namespace concurrency;

int deref_twice(int* p) restrict(amp) {
  int** pp = &p;  // expect-error: amp2hip-2018
  return **pp;
}

int main() {
  std::vector<int> v(10, 4);
  array_view<int, 1> av(10, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = deref_twice(&av[i]); });
  av.synchronize();
  return 0;
}
