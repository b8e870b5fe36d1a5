// A macro that spells the restriction and something else (the member
// function's const): amp2hip-1001, the macro cannot be rewritten safely.
#include <amp.h>
using namespace concurrency;

#define CONST_GPU const restrict(amp)

struct Twice {
  int operator()(int x) CONST_GPU { return 2 * x; }
};

int main() {
  int data[8] = {0};
  array_view<int, 1> av(8, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { Twice twice; av[i] = twice(i[0]); });
  return 0;
}
