// Found by the differential check: an init-capture was dropped from the
// kernel, whose body then used an undeclared name.
#include <amp.h>
#include <vector>
using namespace concurrency;

void f(std::vector<int>& v, int n) {
  array_view<int, 1> av((int)v.size(), v);
  parallel_for_each(av.extent, [=, k = n * 2, m{3}](index<1> idx) restrict(amp) {
    av[idx] += k + m;
  });
  av.synchronize();
}
