// A C-style cast to long long in a restrict(amp, cpu) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;
inline int mul_shift(int a, int b) restrict(amp, cpu) {
  return static_cast<int>((long long)a * b >> 16);  // expect-error: amp2hip-2017
}
int main() {
  std::vector<int> v(32, 1 << 12);
  array_view<int, 1> av(32, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = mul_shift(av[i], 1 << 12); });
  av.synchronize();
  return 0;
}
