// A member function declared restrict(amp) in its class and defined out of
// the class without the restriction.
#include <amp.h>
#include <vector>
using namespace concurrency;
class Gradient {
public:
  explicit Gradient(float step) : step_(step) {}
  float at(int i) const restrict(amp);
private:
  float step_;
};
float Gradient::at(int i) const {  // expect-error: amp2hip-2029
  return step_ * i;
}
int main() {
  std::vector<float> v(16, 0.0f);
  array_view<float, 1> av(16, v);
  Gradient g(0.5f);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = g.at(i[0]); });
  av.synchronize();
  return 0;
}
