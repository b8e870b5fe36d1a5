// A const member function with its restriction written before const.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Scale {
  int k;
  int apply(int v) restrict(amp) const { return k * v; }  // expect-error: amp2hip-2037
};
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  Scale s = {3};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = s.apply(i[0]); });
  av.synchronize();
  return 0;
}
