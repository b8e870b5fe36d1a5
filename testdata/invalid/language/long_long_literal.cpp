// A long long literal in kernel arithmetic (no long long variable).
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(64, 1000);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = static_cast<int>(av[i] * 3000000000LL / 1000);  // expect-error: amp2hip-2017
  });
  av.synchronize();
  return 0;
}
