// An explicit by-value capture of a struct whose copy constructor is
// `= default` but cannot be amp: it copies a member with a cpu-only one.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Counter {
  int n;
  Counter() restrict(amp, cpu) : n(0) {}
  Counter(const Counter &o) restrict(cpu) : n(o.n) {}
};
struct Settings {
  Counter uses;
  float scale;
  Settings() restrict(amp, cpu) : scale(2.0f) {}
  Settings(const Settings &) = default;
};
int main() {
  std::vector<float> v(16, 1.0f);
  array_view<float, 1> av(16, v);
  Settings cfg;
  parallel_for_each(av.extent, [av, cfg](index<1> i) restrict(amp) {  // expect-error: amp2hip-2030
    av[i] *= cfg.scale;
  });
  av.synchronize();
  return 0;
}
