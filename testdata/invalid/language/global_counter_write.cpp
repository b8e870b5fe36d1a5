// A restrict(amp) helper updating a global counter.
#include <amp.h>
#include <vector>
using namespace concurrency;

int g_visits;

int visit(int x) restrict(amp) {
  g_visits = g_visits + 1;  // expect-error: amp2hip-2022
  return x;
}

int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = visit(av[i]); });
  av.synchronize();
  return 0;
}
