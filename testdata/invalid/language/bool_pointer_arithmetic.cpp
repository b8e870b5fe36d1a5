// Walking a table of flags with a bool pointer.
#include <amp.h>
#include <vector>
using namespace concurrency;
int count_set(bool* first, int n) restrict(amp) {
  int set = 0;
  for (int k = 0; k < n; ++k)
    set += *(first + k) ? 1 : 0;  // expect-error: amp2hip-2034
  return set;
}
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = i[0];
  });
  av.synchronize();
  return 0;
}
