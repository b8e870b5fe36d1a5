// The restriction comes from a macro defined on the command line
// (-DKERNEL_ATTR=restrict(amp)); the source never spells restrict itself.
#include <amp.h>
using namespace concurrency;

int square(int x) KERNEL_ATTR { return x * x; }

int main() {
  int data[8] = {0};
  array_view<int, 1> av(8, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = square(i[0]); });
  av.synchronize();
  return data[3] == 9 ? 0 : 1;
}
