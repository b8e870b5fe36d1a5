// Issue 12 (launches and kernels inside user macros): a restrict(amp, cpu)
// lambda made by a macro inside a kernel body, the kernel itself passed
// through a macro argument and launched by a macro calling a helper
// template. Every invocation is expanded in place (rewrites/MacroExpansion):
// no restrict(...) is left behind and the kernel keeps its statements.
// expect-exit: 0
// expect-output-contains: av[i] = sq(av[i]) + 1;
#include <amp.h>
#include <vector>
using namespace concurrency;
#define LOCAL_OP(name, expr) auto name = [](int x) restrict(amp, cpu) { return expr; }
#define KERNEL(...) __VA_ARGS__
template <typename F> void run(const extent<1> &e, const F &f) { parallel_for_each(e, f); }
#define RUN(e, k) run(e, k)

void f(std::vector<int> &v) {
  array_view<int, 1> av((int)v.size(), v);
  RUN(av.extent, KERNEL([=](index<1> i) restrict(amp) {
    LOCAL_OP(sq, x * x);
    av[i] = sq(av[i]) + 1;
  }));
  av.synchronize();
}

int main() {
  std::vector<int> v(8, 3);
  f(v);
  return v[5] == 10 ? 0 : 1;
}
