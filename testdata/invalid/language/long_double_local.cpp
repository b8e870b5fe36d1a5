// long double in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<double> v(32, 1.0);
  array_view<double, 1> av(32, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    long double precise = av[i];  // expect-error: amp2hip-2017
    av[i] = static_cast<double>(precise / 3);
  });
  av.synchronize();
  return 0;
}
