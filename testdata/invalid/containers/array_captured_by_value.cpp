// concurrency::array captured by value ([=]): arrays must be captured by
// reference (or wrapped in an array_view).
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> host(64, 1);
  array<int, 1> arr(64, host.begin(), host.end());
  std::vector<int> out(64, 0);
  array_view<int, 1> ov(64, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {  // expect-error: amp2hip-2003
    ov[i] = arr[i] * 2;
  });
  ov.synchronize();
  return 0;
}
