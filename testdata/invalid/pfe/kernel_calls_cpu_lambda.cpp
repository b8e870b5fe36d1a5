// A kernel calling a helper that is a plain (CPU) function object's method.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Threshold {
  int limit;
  bool operator()(int x) const { return x > limit; }
};

int main() {
  std::vector<int> v(64, 5);
  array_view<int, 1> av(64, v);
  Threshold above{3};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = above(av[i]) ? 1 : 0;  // expect-error: amp2hip-2019
  });
  av.synchronize();
  return 0;
}
