// Found by hand while building the fuzzer (the output check's finding): a
// kernel in a function template captures variables declared `auto` whose
// type depends on the template parameter; the kernel's parameters were
// spelled `auto first, auto n` (clang has no name for the type before
// instantiation). They are now kernel template parameters the launch passes
// as `std::decay_t<decltype(first)>` (model/KernelClosure).
// expect-output-contains: std::decay_t<decltype(first)>
// expect-exit: 0
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename Container>
void fill(Container &c) {
  auto first = c[0];
  auto n = c.size() * 2;
  array_view<int, 1> av((int)c.size(), c);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = first + (int)n;
  });
  av.synchronize();
}

int main() {
  std::vector<int> v(8, 1);
  fill(v);
  return v[5] == 17 ? 0 : 1;
}
