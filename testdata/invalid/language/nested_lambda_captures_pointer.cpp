// A lambda inside the kernel that captures a pointer to a local.
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<int> v(16);
  array_view<int, 1> av(16, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int x = i[0];
    int* p = &x;
    auto read = [p]() restrict(amp) { return *p; };  // expect-error: amp2hip-2036
    av[i] = read();
  });
  av.synchronize();
  return 0;
}
