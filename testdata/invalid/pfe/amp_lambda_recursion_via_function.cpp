// Recursion through a restrict(amp) function that a kernel calls.
#include <amp.h>
#include <vector>
using namespace concurrency;

int gcd(int a, int b) restrict(amp) {
  if (b == 0) return a;
  return gcd(b, a % b);  // expect-error: amp2hip-2011
}

int main() {
  std::vector<int> v(64, 0);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = gcd(i[0] + 1, 48); });
  av.synchronize();
  return 0;
}
