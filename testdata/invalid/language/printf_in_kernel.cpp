// printf (a varargs function) in a kernel for debugging.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(4, 1);
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    printf("%d\n", av[i]);  // expect-error: amp2hip-2025
  });
  av.synchronize();
  return 0;
}
