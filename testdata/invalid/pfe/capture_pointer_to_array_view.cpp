// A kernel that captures a pointer to an array_view in its capture list.
#include <amp.h>
#include <vector>
using namespace concurrency;
static void scale(array_view<int, 1> &data, int factor) {
  array_view<int, 1> *view = &data;
  parallel_for_each(data.extent, [view, factor](index<1> i) restrict(amp) {  // expect-error: amp2hip-2026
    (*view)[i] *= factor;
  });
}
int main() {
  std::vector<int> v(32, 3);
  array_view<int, 1> av(32, v);
  scale(av, 4);
  av.synchronize();
  return 0;
}
