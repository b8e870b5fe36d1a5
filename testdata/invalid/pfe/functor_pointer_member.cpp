// A functor kernel whose data member is a raw pointer to host memory.
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Blend {
  array_view<float, 2> image;
  const float *gains;  // expect-error: amp2hip-2026
  void operator()(index<2> idx) const restrict(amp) { image[idx] *= gains[idx[1]]; }
};
int main() {
  std::vector<float> pixels(16 * 16, 1.0f), gains(16, 2.0f);
  array_view<float, 2> img(16, 16, pixels);
  Blend b{img, gains.data()};
  parallel_for_each(img.extent, b);
  img.synchronize();
  return 0;
}
