// Copying a struct in a kernel: its implicit copy constructor copies a member
// whose copy constructor is restrict(cpu), so it is cpu only too.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Color {
  float r, g, b, a;
  Color() restrict(amp, cpu) : r(0), g(0), b(0), a(1) {}
  Color(const Color &o) restrict(cpu) : r(o.r), g(o.g), b(o.b), a(o.a) {}
};
struct Pixel {
  Color color;
  float depth;
};
int main() {
  std::vector<Pixel> pixels(16);
  std::vector<float> depths(16, 0.0f);
  array_view<Pixel, 1> pv(16, pixels);
  array_view<float, 1> dv(16, depths);
  parallel_for_each(dv.extent, [=](index<1> i) restrict(amp) {
    Pixel p = pv[i];  // expect-error: amp2hip-2030
    dv[i] = p.depth;
  });
  dv.synchronize();
  return 0;
}
