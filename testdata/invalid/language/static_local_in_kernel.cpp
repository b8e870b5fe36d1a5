// A static local in a kernel (use tile_static, or a captured array_view).
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(64, 0);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    static int calls = 0;  // expect-error: amp2hip-2021
    av[i] = calls + i[0];
  });
  av.synchronize();
  return 0;
}
