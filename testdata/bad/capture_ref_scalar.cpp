// A restrict(amp) lambda capturing a scalar by reference: amp2hip-2001 at the
// capture (line 11).
#include <amp.h>
using namespace concurrency;

int main() {
  int data[8] = {0};
  array_view<int, 1> av(8, data);
  int n = 5;
  parallel_for_each(av.extent,
                    [&n, av](index<1> i) restrict(amp) { av[i] = n; });
  return 0;
}
