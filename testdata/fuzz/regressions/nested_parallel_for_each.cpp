// A parallel_for_each inside a kernel (AMP rejects it: parallel_for_each is
// not restrict(amp)); the two kernel rewrites overlapped and garbled the
// output.
#include <amp.h>
using namespace concurrency;

void f(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
    parallel_for_each(av.extent, [=](index<1> j) restrict(amp) { av[j] += 1; });
  });
}
