// A std::vector captured by reference and read in a kernel (host memory).
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> weights(64, 2);
  std::vector<int> out(64, 0);
  array_view<int, 1> ov(64, out);
  parallel_for_each(ov.extent, [&weights, ov](index<1> i) restrict(amp) {  // expect-error: amp2hip-2001
    ov[i] = weights[i[0]] * i[0];
  });
  ov.synchronize();
  return weights[0] == 2 ? 0 : 1;
}
