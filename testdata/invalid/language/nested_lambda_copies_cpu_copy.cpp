// A lambda inside a kernel captures a local by value: the copy is made in
// amp code, with an implicit copy constructor that is cpu only.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Stamp {
  int id;
  Stamp() restrict(amp, cpu) : id(0) {}
  Stamp(const Stamp &o) restrict(cpu) : id(o.id) {}
};
struct Tagged {
  Stamp stamp;
  float value;
};
int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Tagged t;
    t.value = av[i];
    auto twice = [t]() restrict(amp) { return 2.0f * t.value; };  // expect-error: amp2hip-2030
    av[i] = twice();
  });
  av.synchronize();
  return 0;
}
