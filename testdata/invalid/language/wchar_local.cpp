// wchar_t in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> v(10, 0);
  array_view<int, 1> av(10, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    wchar_t digit = L'0';  // expect-error: amp2hip-2017
    av[i] = digit + i[0];
  });
  av.synchronize();
  return 0;
}
