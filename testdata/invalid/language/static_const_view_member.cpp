// A static (const) array_view data member read in a kernel: a global, not a
// value the kernel can carry.
#include <amp.h>
#include <vector>
using namespace concurrency;
static std::vector<float> g_weights(16, 0.5f);
struct Filter {
  static const array_view<const float, 1> weights;
};
const array_view<const float, 1> Filter::weights(16, g_weights);
int main() {
  std::vector<float> out(16, 0.0f);
  array_view<float, 1> ov(16, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    ov[i] = Filter::weights[i] * 2.0f;  // expect-error: amp2hip-2022
  });
  ov.synchronize();
  return 0;
}
