// A recursive restrict(amp) function (GPUs have no call stack for it).
#include <amp.h>
#include <vector>
using namespace concurrency;

int fib(int n) restrict(amp) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);  // expect-error: amp2hip-2011
}

int main() {
  std::vector<int> v(20, 0);
  array_view<int, 1> av(20, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = fib(i[0]); });
  av.synchronize();
  return 0;
}
