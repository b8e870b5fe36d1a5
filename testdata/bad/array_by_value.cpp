// A concurrency::array captured by value in a kernel: amp2hip-2003.
#include <amp.h>
using namespace concurrency;

int main() {
  array<int, 1> a(16);
  array_view<int, 1> out(16);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = a[i]; });
  return 0;
}
