// A flag that only some threads set (control dependence): the later barrier
// under `if (flag)` is reached by those threads only.
#include <amp.h>
#include <vector>
using namespace concurrency;

void mark_edges(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<32>(), [=](tiled_index<32> t) restrict(amp) {
    tile_static int s[32];
    int edge = 0;
    if (t.local[0] == 0 || t.local[0] == 31)
      edge = 1;
    s[t.local[0]] = av[t.global];
    if (edge) {
      t.barrier.wait();  // expect-error: amp2hip-2006
      av[t.global] = s[0] + s[31];
    }
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(128, 1);
  mark_edges(v);
  return 0;
}
