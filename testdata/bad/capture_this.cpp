// A kernel that captures 'this' (a member function launching a lambda that
// uses a data member): amp2hip-2002.
#include <amp.h>
using namespace concurrency;

struct Scaler {
  int factor = 3;
  void run(array_view<int, 1> av) {
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      av[i] *= factor;
    });
  }
};

int main() {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> av(4, data);
  Scaler s;
  s.run(av);
  return 0;
}
