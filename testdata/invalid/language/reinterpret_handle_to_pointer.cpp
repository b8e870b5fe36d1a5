// reinterpret_cast from an int handle to a pointer in a restrict(amp) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;
static float read_at(int handle) restrict(amp) {
  const float *p = reinterpret_cast<const float *>(handle);  // expect-error: amp2hip-2032
  return p ? 1.0f : 0.0f;
}
int main() {
  std::vector<float> v(16, 0.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = read_at(i[0]); });
  av.synchronize();
  return 0;
}
