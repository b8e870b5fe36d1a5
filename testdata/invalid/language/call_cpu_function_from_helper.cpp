// A restrict(amp) helper calling a CPU-only function.
#include <amp.h>
#include <vector>
using namespace concurrency;

int clamp_host(int x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : x); }

int saturate(int x) restrict(amp) {
  return clamp_host(x, 0, 255);  // expect-error: amp2hip-2019
}

int main() {
  std::vector<int> v(64, 300);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = saturate(av[i]); });
  av.synchronize();
  return 0;
}
