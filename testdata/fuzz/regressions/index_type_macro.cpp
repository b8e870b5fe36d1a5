// Found by the fuzzer (type-macro mutation): a kernel lambda's parameter type
// spelled by a macro (`#define IDX index<1>`, then `[=](IDX i) restrict(amp)`)
// was emitted with `compute_domain<>` (the rank was read from the spelling,
// the macro's name). The launch shape now reads the rank from the type.
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
