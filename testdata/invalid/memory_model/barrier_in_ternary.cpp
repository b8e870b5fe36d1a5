// A barrier hidden in one arm of ?: whose condition is the local index.
#include <amp.h>
#include <vector>
using namespace concurrency;

int sync_and_read(const tiled_index<8>& t, int* s) restrict(amp) {
  t.barrier.wait();
  return s[0];
}

void first_of_tile(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int s[8];
    s[t.local[0]] = av[t.global];
    av[t.global] = t.local[0] > 0 ? sync_and_read(t, s) : s[0];  // expect-error: amp2hip-2006
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(64, 3);
  first_of_tile(v);
  return 0;
}
