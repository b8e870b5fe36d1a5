// A [=] kernel uses a struct it captures by value: the kernel gets a copy,
// made with the struct's implicit copy constructor, which copies a member
// whose copy constructor is restrict(cpu).
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Color {
  float r, g, b, a;
  Color() restrict(amp, cpu) : r(0), g(0), b(0), a(1) {}
  Color(const Color &o) restrict(cpu) : r(o.r), g(o.g), b(o.b), a(o.a) {}
};
struct Material {
  Color tint;
  float gloss;
};
int main() {
  std::vector<float> out(16, 0.0f);
  array_view<float, 1> ov(16, out);
  Material m;
  m.gloss = 0.5f;
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    ov[i] = m.gloss * i[0];  // expect-error: amp2hip-2030
  });
  ov.synchronize();
  return 0;
}
