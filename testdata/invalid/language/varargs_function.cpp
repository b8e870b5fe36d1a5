// A restrict(amp) function with a C variable argument list.
#include <amp.h>
#include <cstdarg>
#include <vector>
using namespace concurrency;

int sum_n(int n, ...) restrict(amp) {  // expect-error: amp2hip-2025
  return n;
}

int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 2; });
  av.synchronize();
  return 0;
}
