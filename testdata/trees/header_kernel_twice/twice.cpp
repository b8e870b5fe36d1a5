// The second source that includes kernels.h.
#include "kernels.h"

float scale_and_offset(float x) {
  concurrency::array_view<float, 1> v(1, &x);
  scale_all(v, 3.0f);
  Offsetter(1.0f).apply(v);
  v.synchronize();
  float four[4] = {x, 0.0f, 0.0f, 0.0f};
  concurrency::array_view<float, 1> w(4, four);
  tile_sums(w);
  w.synchronize();
  return four[0];
}
