// A user-defined operator without restrict(amp), used in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Vec2 {
  float x, y;
};
Vec2 operator+(Vec2 a, Vec2 b) { return Vec2{a.x + b.x, a.y + b.y}; }

int main() {
  std::vector<float> v(32, 1.0f);
  array_view<float, 1> av(32, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Vec2 p{av[i], 0.0f}, q{1.0f, 2.0f};
    Vec2 r = p + q;  // expect-error: amp2hip-2019
    av[i] = r.x + r.y;
  });
  av.synchronize();
  return 0;
}
