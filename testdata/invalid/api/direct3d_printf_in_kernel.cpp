// direct3d_printf in a kernel: HIP has printf instead.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(8, 1);
  array_view<int, 1> v(8, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    direct3d_printf("%d\n", v[i]); // expect-error: amp2hip-1103
  });
  v.synchronize();
  return 0;
}
