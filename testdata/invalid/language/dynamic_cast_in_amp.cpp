// dynamic_cast needs run-time type information, which AMP code lacks.
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Base {
  int tag;
  virtual ~Base() {}
};
struct Derived : Base {
  int extra;
};

int extra_or_zero(const Base* b) restrict(amp) {
  const Derived* d = dynamic_cast<const Derived*>(b);  // expect-error: amp2hip-2016
  return d ? d->extra : 0;
}

int main() {
  std::vector<int> v(8, 0);
  array_view<int, 1> av(8, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0]; });
  av.synchronize();
  return 0;
}
