// ring.cpp - an experiment no tool uses yet: rotate a ring buffer on the
// accelerator.
#include <amp.h>
#include <vector>

using namespace concurrency;

void rotate_ring(std::vector<int>& ring, int by) {
  const int n = static_cast<int>(ring.size());
  std::vector<int> out(n);
  array_view<const int, 1> in(n, ring);
  array_view<int, 1> rotated(n, out);
  rotated.discard_data();
  parallel_for_each(rotated.extent, [=](index<1> i) restrict(amp) {
    rotated[(i[0] + by) % n] = in[i];
  });
  rotated.synchronize();
  ring = out;
}
