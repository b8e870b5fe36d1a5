// malloc in a restrict(amp) helper.
#include <amp.h>
#include <cstdlib>
#include <vector>
using namespace concurrency;
static int scratch_sum(int n) restrict(amp) {
  int *tmp = static_cast<int *>(malloc(n * sizeof(int)));  // expect-error: amp2hip-2023
  return tmp ? n : 0;
}
int main() {
  std::vector<int> v(16, 4);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = scratch_sum(av[i]); });
  av.synchronize();
  return 0;
}
