// A restrict(amp, cpu) function must follow the amp rules too: no throw.
#include <amp.h>
#include <vector>
using namespace concurrency;

int checked_index(int i, int n) restrict(amp, cpu) {
  if (i >= n) throw n;  // expect-error: amp2hip-2015
  return i;
}

int main() {
  std::vector<int> v(16, 0);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = checked_index(i[0], 16); });
  av.synchronize();
  return 0;
}
