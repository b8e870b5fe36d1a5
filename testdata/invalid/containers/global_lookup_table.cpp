// A mutable global lookup table read in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int g_table[4] = {1, 2, 4, 8};

int main() {
  std::vector<int> v(64, 0);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = g_table[i[0] % 4];  // expect-error: amp2hip-2022
  });
  av.synchronize();
  return 0;
}
