// goto in a kernel, used to break out of two loops.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(100, 0);
  array_view<int, 1> av(100, v);
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    int found = -1;
    for (int a = 0; a < 10; ++a)
      for (int b = 0; b < 10; ++b)
        if (a * 10 + b == idx[0]) {
          found = a;
          goto done;  // expect-error: amp2hip-2014
        }
  done:
    av[idx] = found;
  });
  av.synchronize();
  return 0;
}
