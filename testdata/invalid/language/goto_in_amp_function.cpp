// goto as a retry loop in a restrict(amp) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;

int collatz_steps(int n) restrict(amp) {
  int steps = 0;
again:
  if (n > 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    ++steps;
    goto again;  // expect-error: amp2hip-2014
  }
  return steps;
}

int main() {
  std::vector<int> v(50, 0);
  array_view<int, 1> av(50, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = collatz_steps(i[0] + 1); });
  av.synchronize();
  return 0;
}
