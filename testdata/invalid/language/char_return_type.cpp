// A restrict(amp) function returning char.
#include <amp.h>
#include <vector>
using namespace concurrency;

char grade(int score) restrict(amp) {  // expect-error: amp2hip-2017
  return score > 50 ? 'P' : 'F';
}

int main() {
  std::vector<int> v(10, 70);
  array_view<int, 1> av(10, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] + 1; });
  av.synchronize();
  return 0;
}
