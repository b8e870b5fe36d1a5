// A functor kernel whose operator() uses goto.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct ClampKernel {
  array_view<int, 1> data;
  void operator()(index<1> i) const restrict(amp) {
    int x = data[i];
    if (x >= 0) goto store;  // expect-error: amp2hip-2014
    x = 0;
  store:
    data[i] = x;
  }
};

int main() {
  std::vector<int> v(32, -1);
  array_view<int, 1> av(32, v);
  parallel_for_each(av.extent, ClampKernel{av});
  av.synchronize();
  return 0;
}
