// delete in a restrict(amp) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;

void release(float* p) restrict(amp) {
  delete p;  // expect-error: amp2hip-2023
}

int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1.0f; });
  av.synchronize();
  return 0;
}
