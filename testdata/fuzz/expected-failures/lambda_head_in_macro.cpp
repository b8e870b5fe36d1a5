// xfail: a kernel lambda whose head (capture, parameter, restriction) is
// spelled by a macro: the kernel is emitted with `compute_domain<>` and an
// index declaration with no type or name (` = domain.thread_index();`); the
// output check catches it (amp2hip-3006, exit 1). Found by the fuzzer
// (lambda-macro mutation of testdata/conformance/containers/copy_array_array.cpp).
// Kernel emission: "arch" / "idioms".
// expect-exit: 0
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
