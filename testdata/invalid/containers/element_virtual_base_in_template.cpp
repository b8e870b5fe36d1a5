// A class with a virtual base as the element type, through a typedef, in a
// function that takes the view as a parameter.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Base {
  int id;
};
struct Particle : virtual Base {
  float x, y;
};
typedef array_view<Particle, 1> particles_t;
static void move(const particles_t &ps) {  // expect-error: amp2hip-2027
  parallel_for_each(ps.extent, [=](index<1> i) restrict(amp) { ps[i].x += 1.0f; });
}
int main() {
  std::vector<Particle> v(8);
  move(particles_t(8, v));
  return 0;
}
