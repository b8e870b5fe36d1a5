// A kernel captures by value an object whose own copy constructor is
// restrict(cpu): the kernel's copy cannot be made on the accelerator.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Range {
  int lo, hi;
  Range(int l, int h) restrict(amp, cpu) : lo(l), hi(h) {}
  Range(const Range &o) restrict(cpu) : lo(o.lo), hi(o.hi) {}
};
int main() {
  std::vector<int> v(16, 7);
  array_view<int, 1> av(16, v);
  Range r(0, 5);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = av[i] < r.lo ? r.lo : (av[i] > r.hi ? r.hi : av[i]);  // expect-error: amp2hip-2019
  });
  av.synchronize();
  return 0;
}
