// A restrict(amp) helper that returns early for some lanes before waiting.
#include <amp.h>
#include <vector>
using namespace concurrency;

void stage(tiled_index<32> t, int* s, int v) restrict(amp) {
  if (t.local[0] >= 16)
    return;
  s[t.local[0]] = v;
  t.barrier.wait();  // expect-error: amp2hip-2007
}

void run(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<32>(), [=](tiled_index<32> t) restrict(amp) {
    tile_static int s[32];
    stage(t, s, av[t.global]);
    av[t.global] = s[t.local[0] % 16];
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(128, 2);
  run(v);
  return 0;
}
