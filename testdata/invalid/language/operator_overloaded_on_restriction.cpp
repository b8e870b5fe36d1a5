// An operator overloaded on the restriction alone: the restrict(amp) body
// has no name amp2hip could give it, and HIP cannot overload on __device__
// alone, so the pair must become one restrict(amp, cpu) function.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Money {
  int cents;
};
inline Money operator+(Money a, Money b) restrict(cpu) { return Money{a.cents + b.cents}; }
inline Money operator+(Money a, Money b) restrict(amp) {  // expect-error: amp2hip-1009
  return Money{a.cents + b.cents + 1};
}
int main() {
  std::vector<Money> v(16, Money{1});
  array_view<Money, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] + av[i]; });
  av.synchronize();
  return (v[0] + v[1]).cents == 4 ? 0 : 1;
}
