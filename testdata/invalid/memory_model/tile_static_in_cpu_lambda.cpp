// tile_static in a CPU lambda (no restrict(amp)) that post-processes results.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(64, 2);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 3; });
  av.synchronize();
  auto total = [&]() {
    tile_static int acc;  // expect-error: amp2hip-2008
    acc = 0;
    for (int x : v) acc += x;
    return acc;
  };
  return total() == 384 ? 0 : 1;
}
