// A packed flags word with bit-fields, declared in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Flags {
  unsigned int ready : 1;
  unsigned int count : 31;
};
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Flags f;  // expect-error: amp2hip-2033
    f.count = i[0];
    av[i] = f.count;
  });
  av.synchronize();
  return 0;
}
