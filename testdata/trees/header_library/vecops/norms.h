// norms.h - Euclidean norm: the squares on the accelerator, their sum by
// reduce.h.
#pragma once

#include <amp.h>
#include <cmath>
#include <vector>

#include "reduce.h"
#include "vecops_math.h"

namespace vecops {

inline float norm2(const std::vector<float>& v) {
  std::vector<float> squares(v.size());
  concurrency::array_view<const float, 1> in(static_cast<int>(v.size()), v);
  concurrency::array_view<float, 1> sq(static_cast<int>(v.size()), squares);
  sq.discard_data();
  concurrency::parallel_for_each(sq.extent, [=](concurrency::index<1> i) restrict(amp) {
    sq[i] = square(in[i]);
  });
  sq.synchronize();
  return std::sqrt(sum(squares));
}

} // namespace vecops
