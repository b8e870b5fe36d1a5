// An #if group that chooses a kernel lambda's head and closes after code of
// its body: moving the body into a __global__ function would cut the group
// apart (amp2hip-1014 at the #ifdef, nothing written).
#include <amp.h>
using namespace concurrency;

void fill(array_view<int, 1> v) {
  parallel_for_each(v.extent,
#ifdef FAST_PATH
    [=](index<1> i) restrict(amp) { v[i] = 1;
#else
    [=](index<1> i) restrict(amp) { v[i] = 2;
#endif
    });
}

int main() {
  int data[8] = {0};
  array_view<int, 1> v(8, data);
  fill(v);
  return 0;
}
