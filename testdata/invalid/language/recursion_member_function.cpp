// A recursive member function of a helper type used in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Power {
  float base;
  float raise(int e) const restrict(amp) {
    return e == 0 ? 1.0f : base * raise(e - 1);  // expect-error: amp2hip-2011
  }
};

int main() {
  std::vector<float> v(16, 0.0f);
  array_view<float, 1> av(16, v);
  Power p{1.5f};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = p.raise(i[0]); });
  av.synchronize();
  return 0;
}
