// Found by the fuzzer (lambda-macro mutation of
// testdata/conformance/containers/copy_array_array.cpp): a kernel lambda
// whose head (capture, parameter, restriction) is spelled by a macro was
// emitted with `compute_domain<>` and an index declaration with no type or
// name; the output check caught it (amp2hip-3006, exit 1). The macro is now
// expanded in place before translating (rewrites/MacroExpansion).
// expect-exit: 0
// expect-output-contains: av[i] += 1;
#include <amp.h>
#include <vector>
using namespace concurrency;
#define KERNEL_HEAD [=](index<1> i) restrict(amp)

void f(std::vector<int> &v) {
  array_view<int, 1> av((int)v.size(), v);
  parallel_for_each(av.extent, KERNEL_HEAD { av[i] += 1; });
  av.synchronize();
}

int main() {
  std::vector<int> v(4, 1);
  f(v);
  return v[2] == 2 ? 0 : 1;
}
