// parallel_for_each inside a macro that amp2hip cannot expand in place (its
// definition uses __VA_OPT__): amp2hip-1006, with the reason. Macros it can
// expand are expanded (testdata/conformance/idioms/macro_*.cpp).
#include <amp.h>
using namespace concurrency;

#define LAUNCH(view, ...) \
  parallel_for_each((view).extent, [=](index<1> i) restrict(amp) { view[i] = i[0] __VA_OPT__(+) __VA_ARGS__; })

int main() {
  int data[8] = {0};
  array_view<int, 1> av(8, data);
  LAUNCH(av, 1);
  return 0;
}
