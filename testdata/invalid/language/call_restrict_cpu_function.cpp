// A kernel calling a function explicitly restricted to the CPU.
#include <amp.h>
#include <vector>
using namespace concurrency;

int host_only_hash(int x) restrict(cpu) { return x * 2654435761u % 1000; }

int main() {
  std::vector<int> v(64, 0);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = host_only_hash(i[0]);  // expect-error: amp2hip-2019
  });
  av.synchronize();
  return 0;
}
