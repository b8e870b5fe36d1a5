// A cycle through three restrict(amp) functions.
#include <amp.h>
#include <vector>
using namespace concurrency;

int step_c(int n) restrict(amp);

int step_a(int n) restrict(amp) {
  return n <= 0 ? 0 : 1 + step_c(n - 1);  // expect-error: amp2hip-2011
}

int step_b(int n) restrict(amp) {
  return n <= 0 ? 0 : 2 + step_a(n - 1);
}

int step_c(int n) restrict(amp) {
  return n <= 0 ? 0 : 3 + step_b(n - 1);
}

int main() {
  std::vector<int> v(8, 0);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = step_a(i[0]); });
  av.synchronize();
  return 0;
}
