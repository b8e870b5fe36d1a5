// A virtual call through a pointer in a restrict(amp) helper.
#include <amp.h>
using namespace concurrency;

struct Filter {
  virtual int apply(int x) const restrict(amp) { return x; }
};

int run_filter(const Filter* f, int x) restrict(amp) {
  return f->apply(x) + 1;  // expect-error: amp2hip-2012
}

int main() {
  int data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  array_view<int, 1> av(8, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  av.synchronize();
  return 0;
}
