// A restriction written on a class instead of its member functions.
#include <amp.h>
#include <vector>
using namespace concurrency;
class Scale restrict(amp) {  // expect-error: amp2hip-2038
public:
  int k;
};
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  Scale s = {3};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = s.k * i[0]; });
  av.synchronize();
  return 0;
}
