// A member of a struct declared in a kernel's helper lambda (no restriction
// of its own, so amp code like the kernel) throws.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(16, 3);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    auto checked = [](int x) {
      struct Check {
        static int positive(int y) {
          if (y < 0)
            throw y;  // expect-error: amp2hip-2015
          return y;
        }
      };
      return Check::positive(x);
    };
    av[i] = checked(av[i]);
  });
  av.synchronize();
  return 0;
}
