// A restrict(amp) lambda inside a kernel with an unsigned short parameter.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(10, 0);
  array_view<int, 1> av(10, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto clamp16 = [](unsigned short x) restrict(amp) { return x > 100 ? 100 : x; };  // expect-error: amp2hip-2017
    av[i] = clamp16(i[0]);
  });
  av.synchronize();
  return 0;
}
