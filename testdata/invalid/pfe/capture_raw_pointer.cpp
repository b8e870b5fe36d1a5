// A kernel that captures a raw host pointer with [=] (found at its first use).
#include <amp.h>
#include <vector>
using namespace concurrency;
int main() {
  std::vector<float> weights(64, 0.5f), out(64, 0.0f);
  const float *w = weights.data();
  array_view<float, 1> ov(64, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    ov[i] = w[i[0]] * 2.0f;  // expect-error: amp2hip-2026
  });
  ov.synchronize();
  return 0;
}
