// Scratch storage made inside the kernel with an extent-only constructor.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    array<int, 1> scratch(4);  // expect-error: amp2hip-2035
    av[i] = i[0];
  });
  av.synchronize();
  return 0;
}
