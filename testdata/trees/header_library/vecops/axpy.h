// axpy.h - y = a * x + y, and scaling a vector in place, on the default
// accelerator. Header-only, like the rest of vecops.
#pragma once

#include <amp.h>
#include <vector>

#include "vecops_math.h"

namespace vecops {

inline void axpy(float a, const std::vector<float>& x, std::vector<float>& y) {
  using namespace concurrency;
  const int n = static_cast<int>(y.size());
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> yv(n, y);
  parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) {
    yv[i] = scaled_sum(a, xv[i], yv[i]);
  });
  yv.synchronize();
}

template <typename T>
void scale(T factor, std::vector<T>& v) {
  concurrency::array_view<T, 1> view(static_cast<int>(v.size()), v);
  concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp) {
    view[i] *= factor;
  });
  view.synchronize();
}

} // namespace vecops
