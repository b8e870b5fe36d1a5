// xfail: a kernel lambda's parameter type spelled by a macro (`#define IDX
// index<1>`, then `[=](IDX i) restrict(amp)`): the kernel is emitted with
// `compute_domain<>` (the rank is read from the spelling, which is the
// macro's name); the output check catches it (amp2hip-3006, exit 1). Found
// by the fuzzer (type-macro mutation). Kernel emission: "arch" / "idioms".
// expect-exit: 0
#include <amp.h>
#include <vector>
using namespace concurrency;
#define IDX index<1>

void f(std::vector<int> &v) {
  array_view<int, 1> av((int)v.size(), v);
  parallel_for_each(av.extent, [=](IDX i) restrict(amp) { av[i] += 1; });
  av.synchronize();
}

int main() {
  std::vector<int> v(4, 1);
  f(v);
  return v[2] == 2 ? 0 : 1;
}
