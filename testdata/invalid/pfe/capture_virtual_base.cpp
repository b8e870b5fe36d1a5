// A captured object whose class has a virtual base class.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Shape {
  float scale;
};
struct Square : virtual Shape {
  float side;
};
int main() {
  Square sq;
  sq.scale = 2.0f;
  sq.side = 3.0f;
  std::vector<float> areas(10, 0.0f);
  array_view<float, 1> av(10, areas);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = sq.side * sq.side * i[0];  // expect-error: amp2hip-2027
  });
  av.synchronize();
  return 0;
}
