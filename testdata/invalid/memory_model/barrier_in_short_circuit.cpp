// && evaluates its right side only for the threads whose left side is true.
#include <amp.h>
#include <vector>
using namespace concurrency;

bool arrive(const tiled_index<16>& t) restrict(amp) {
  t.barrier.wait();
  return true;
}

void keep_positive(std::vector<int>& data) {
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int s[16];
    s[t.local[0]] = av[t.global];
    bool keep = av[t.global] > 0 && arrive(t);  // expect-error: amp2hip-2006
    av[t.global] = keep ? s[0] : 0;
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(64, 1);
  keep_positive(v);
  return 0;
}
