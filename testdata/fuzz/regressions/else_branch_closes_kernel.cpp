// Found by the conditional-broken oracle (by hand first): each branch of an
// #ifdef inside a kernel closes the launch (`av[i] += 2; });`). The kernel
// body was cut at the active branch's `});`, so the raw #else text and the
// #endif landed in the kernel and in the host function after the launch;
// the output compiled only without -DDOUBLE_STEP, exit 0. The kernel now
// keeps the group, each branch without its `});`, and the launch replaces
// the text up to the #endif (model/LaunchLayout.h).
// expect-exit: 0
// expect-compiles-with: -DDOUBLE_STEP
#include <amp.h>
#include <vector>
using namespace concurrency;

void bump(std::vector<int> &v) {
  array_view<int, 1> av((int)v.size(), v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
#ifdef DOUBLE_STEP
    av[i] += 2; });
#else
    av[i] += 1; });
#endif
  av.synchronize();
}

int main() {
  std::vector<int> v(8, 0);
  bump(v);
  return v[0] >= 1 ? 0 : 1;
}
