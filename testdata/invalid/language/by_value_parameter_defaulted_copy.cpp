// A restrict(amp) function takes a struct by value; its `= default` copy
// constructor copies a member whose copy constructor is restrict(cpu).
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Unit {
  float factor;
  Unit() restrict(amp, cpu) : factor(1.0f) {}
  Unit(const Unit &o) restrict(cpu) : factor(o.factor) {}
};
struct Quantity {
  Unit unit;
  float amount;
  Quantity() restrict(amp, cpu) : amount(0.0f) {}
  Quantity(const Quantity &) = default;
};
static float in_base_units(Quantity q) restrict(amp) { return q.amount * q.unit.factor; }
int main() {
  std::vector<float> v(16, 3.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Quantity q;
    q.amount = av[i];
    av[i] = in_base_units(q);  // expect-error: amp2hip-2030
  });
  av.synchronize();
  return 0;
}
