// Taking a function's address in a kernel to pick an operation at run time.
#include <amp.h>
#include <vector>
using namespace concurrency;

int twice(int x) restrict(amp) { return 2 * x; }
int square(int x) restrict(amp) { return x * x; }

int main() {
  std::vector<int> v(64, 3);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int (*op)(int) = i[0] % 2 ? &twice : &square;  // expect-error: amp2hip-2013
    av[i] = op(av[i]);
  });
  av.synchronize();
  return 0;
}
