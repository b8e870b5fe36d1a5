// A throw() specification on a __GPU (restrict(amp, cpu)) member function.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Range {
  int lo, hi;
  int width() const throw() __GPU { return hi - lo; }  // expect-error: amp2hip-2028
};
int main() {
  std::vector<int> v(16, 0);
  array_view<int, 1> av(16, v);
  Range r{2, 9};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = r.width() + i[0]; });
  av.synchronize();
  return 0;
}
