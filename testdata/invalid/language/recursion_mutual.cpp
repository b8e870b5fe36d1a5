// Mutual recursion between two restrict(amp) functions.
#include <amp.h>
#include <vector>
using namespace concurrency;

bool is_odd(int n) restrict(amp);

bool is_even(int n) restrict(amp) {
  return n == 0 ? true : is_odd(n - 1);  // expect-error: amp2hip-2011
}

bool is_odd(int n) restrict(amp) {
  return n == 0 ? false : is_even(n - 1);
}

int main() {
  std::vector<int> v(32, 0);
  array_view<int, 1> av(32, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = is_even(i[0]) ? 1 : 0; });
  av.synchronize();
  return 0;
}
