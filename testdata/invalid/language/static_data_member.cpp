// A non-const static data member used in a kernel (a global in disguise).
#include <amp.h>
#include <vector>
using namespace concurrency;

struct Config {
  static int offset;
};
int Config::offset = 7;

int main() {
  std::vector<int> v(16, 1);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] += Config::offset;  // expect-error: amp2hip-2022
  });
  av.synchronize();
  return 0;
}
