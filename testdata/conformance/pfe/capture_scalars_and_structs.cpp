// capture_scalars_and_structs.cpp
//
// Covers (AMP spec 3.1, captured values): int, unsigned, float, double and
// bool scalars captured by value, a user struct (with an array member)
// captured whole, an index<2> and an extent<2> captured, and a struct holding
// an array_view captured by value (the view inside is usable in the kernel).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Params {
  int offsets[3];
  float gain;
  double bias;
};

struct Target {
  array_view<float, 2> view;
  int tag;
};

int main() {
  const int rows = 20, cols = 33;
  std::vector<float> out(rows * cols, 0.0f);
  array_view<float, 2> ov(rows, cols, out);
  ov.discard_data();
  Target tgt{ov, 4};
  const int ia = -3;
  const unsigned ub = 7u;
  const float fc = 0.5f;
  const double dd = 0.125;
  const bool flip = true;
  Params p{{1, 2, 3}, 1.5f, 2.25};
  index<2> origin(2, 5);
  extent<2> box(10, 20);
  parallel_for_each(ov.extent, [=](index<2> idx) restrict(amp) {
    index<2> rel = idx - origin;
    bool inside = rel[0] >= 0 && rel[1] >= 0 && box.contains(rel);
    float v = static_cast<float>(ia * idx[0] + static_cast<int>(ub) * idx[1]) * fc;
    v = v * p.gain + static_cast<float>(p.bias + dd * p.offsets[idx[1] % 3]);
    if (flip) v = -v;
    tgt.view[idx] = inside ? v + tgt.tag : v;
  });
  ov.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int r0 = r - 2, c0 = c - 5;
      bool inside = r0 >= 0 && c0 >= 0 && r0 < 10 && c0 < 20;
      float v = static_cast<float>(-3 * r + 7 * c) * 0.5f;
      v = v * 1.5f + static_cast<float>(2.25 + 0.125 * (c % 3 + 1));
      v = -v;
      float e = inside ? v + 4 : v;
      if (out[r * cols + c] != e) {
        std::printf("FAIL: (%d,%d) got %f expected %f\n", r, c, out[r * cols + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
