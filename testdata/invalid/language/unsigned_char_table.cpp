// A lookup table of unsigned char in a restrict(amp) function.
#include <amp.h>
#include <vector>
using namespace concurrency;

int popcount4(int x) restrict(amp) {
  unsigned char bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};  // expect-error: amp2hip-2017
  return bits[x & 15];
}

int main() {
  std::vector<int> v(16, 0);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = popcount4(i[0]); });
  av.synchronize();
  return 0;
}
