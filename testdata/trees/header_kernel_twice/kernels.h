// A header of kernels that two sources of one program include: the
// kernels in plain (non-template) inline functions and in a class's
// member function become __global__ functions in this header.
#pragma once
#include <amp.h>

inline float scaled(float x, float by) restrict(amp, cpu) { return x * by; }

inline void scale_all(concurrency::array_view<float, 1> v, float by) {
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    v[i] = scaled(v[i], by);
  });
}

// Each tile of 4 writes its sum at its first element (a tiled kernel: the
// host backend's form is a second kernel).
inline void tile_sums(concurrency::array_view<float, 1> v) {
  parallel_for_each(v.extent.tile<4>(), [=](concurrency::tiled_index<4> t) restrict(amp) {
    tile_static float part[4];
    part[t.local[0]] = v[t.global];
    t.barrier.wait();
    if (t.local[0] == 0)
      v[t.global] = part[0] + part[1] + part[2] + part[3];
  });
}

class Offsetter {
public:
  explicit Offsetter(float by) : by_(by) {}
  void apply(concurrency::array_view<float, 1> v) const {
    float by = by_;
    parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
      v[i] += by;
    });
  }

private:
  float by_;
};
