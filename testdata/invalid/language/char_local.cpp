// char is not one of AMP's types (the accelerator has no 8-bit registers).
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(26, 0);
  array_view<int, 1> av(26, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    char letter = 'a';  // expect-error: amp2hip-2017
    av[i] = letter + i[0];
  });
  av.synchronize();
  return 0;
}
