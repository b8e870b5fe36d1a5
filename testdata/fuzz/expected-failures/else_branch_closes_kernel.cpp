// xfail: each branch of an #ifdef inside a kernel closes the launch; the
// kernel body is cut at the active branch's `});`, so the raw #else text and
// the #endif land in the kernel and in the host function after the launch.
// The output compiles as configured today (so the output check passes, exit
// 0) but not with -DDOUBLE_STEP, which the input does (kernel emission:
// "arch" / "idioms"). The fuzzer's conditional-broken oracle finds it.
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
