// A float sum accumulated with atomic_fetch_add, which AMP has for int and
// unsigned int only.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> data(256, 0.5f), total(1, 0.0f);
  array_view<const float, 1> dv(256, data);
  array_view<float, 1> tv(1, total);
  parallel_for_each(dv.extent, [=](index<1> i) restrict(amp) {
    atomic_fetch_add(&tv[0], dv[i]);  // expect-error: amp2hip-2031
  });
  tv.synchronize();
  return 0;
}
