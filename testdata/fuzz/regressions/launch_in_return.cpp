// A launch in a return statement of a void function and as a for-init:
// the translation put a block there (`return { ... }`), which does not parse.
#include <amp.h>
using namespace concurrency;

void f(array_view<int, 1> av) {
  return parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] += 1; });
}

void g(array_view<int, 1> av) {
  for (parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] += 2; });;)
    break;
}
