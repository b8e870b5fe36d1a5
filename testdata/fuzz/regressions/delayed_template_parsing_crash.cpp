// fuzz-mode: delayed-templates
// Was a segfault under -fdelayed-template-parsing (MSVC's template model): a
// function template that is never instantiated had no parsed body, and the
// translator walked it anyway. Fixed: such templates are parsed at the end of
// the unit (parse/DelayedTemplates).
// expect-exit: 0
#include <amp.h>
#include <vector>
using namespace concurrency;

template <typename T>
void scale(array_view<T, 1> av, T k) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= k; });
}

int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
  return v[0] == 2 ? 0 : 1;
}
