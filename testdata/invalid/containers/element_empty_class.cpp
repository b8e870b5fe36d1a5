// An empty tag class as the element type of an array (its size is 1 byte).
#include <amp.h>
using namespace concurrency;
struct Visited {};
int main() {
  array<Visited, 1> marks(64);  // expect-error: amp2hip-2027
  parallel_for_each(marks.extent, [&marks](index<1> i) restrict(amp) { Visited v = marks[i]; (void)v; });
  return 0;
}
