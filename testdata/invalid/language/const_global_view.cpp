// A namespace-scope const array_view used in a restrict(amp) helper.
#include <amp.h>
#include <vector>
using namespace concurrency;
static std::vector<int> g_table(256, 3);
const array_view<const int, 1> g_lookup(256, g_table);
static int lookup(int v) restrict(amp) {
  return g_lookup[v & 255];  // expect-error: amp2hip-2022
}
int main() {
  std::vector<int> data(64, 7);
  array_view<int, 1> dv(64, data);
  parallel_for_each(dv.extent, [=](index<1> i) restrict(amp) { dv[i] = lookup(dv[i]); });
  dv.synchronize();
  return 0;
}
