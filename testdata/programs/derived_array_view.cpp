// derived_array_view.cpp
//
// Covers: user classes derived from array_view that hide operator() and
// operator[] with restrict(amp, cpu) versions:
//  * ClampedView: derived from array_view<const float,2>; out-of-range
//    coordinates are clamped to the edge (a "clamp to border" sampler),
//  * TransposedView: derived from array_view<float,2>; (r, c) addresses the
//    element (c, r) of the underlying data, and operator[](index<2>) too.
// Both are captured by value in kernels and also used on the host.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

inline int clampi(int v, int lo, int hi) restrict(amp, cpu) {
  return v < lo ? lo : (v > hi ? hi : v);
}

class ClampedView : public array_view<const float, 2> {
 public:
  typedef array_view<const float, 2> base;
  ClampedView(int rows, int cols, const std::vector<float>& v) : base(rows, cols, v) {}

  const float& operator()(int r, int c) const restrict(amp, cpu) {
    return base::operator()(clampi(r, 0, this->extent[0] - 1), clampi(c, 0, this->extent[1] - 1));
  }
};

class TransposedView : public array_view<float, 2> {
 public:
  typedef array_view<float, 2> base;
  TransposedView(const array_view<float, 2>& v) : base(v) {}

  float& operator()(int r, int c) const restrict(amp, cpu) { return base::operator()(c, r); }
  float& operator[](const index<2>& i) const restrict(amp, cpu) {
    return base::operator()(i[1], i[0]);
  }
  int rows() const restrict(amp, cpu) { return this->extent[1]; }
  int cols() const restrict(amp, cpu) { return this->extent[0]; }
};

int main() {
  const int R = 21, C = 34;
  std::vector<float> img(R * C), blurred(R * C, 0.0f), tdata(C * R, 0.0f);
  for (int i = 0; i < R * C; ++i) img[i] = static_cast<float>((i * 29) % 64);

  ClampedView src(R, C, img);
  array_view<float, 2> dst(R, C, blurred);
  dst.discard_data();

  // 3x3 box blur with clamp-to-edge addressing through the derived view.
  parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp) {
    float s = 0.0f;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) s += src(idx[0] + dr, idx[1] + dc);
    dst[idx] = s / 9.0f;
  });

  // Write the blurred image transposed through a TransposedView over a C x R
  // buffer: t(r, c) addresses storage (c, r).
  array_view<float, 2> tstore(C, R, tdata);
  tstore.discard_data();
  TransposedView t(tstore);
  parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp) {
    if ((idx[0] + idx[1]) % 2 == 0) t(idx[0], idx[1]) = dst[idx];
    else t[idx] = dst[idx] + 1000.0f;
  });

  // Host use of the derived views (t reads through its own operator()).
  if (t.rows() != R || t.cols() != C) {
    std::printf("FAIL: TransposedView shape %d x %d expected %d x %d\n", t.rows(), t.cols(), R, C);
    return 1;
  }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      float s = 0.0f;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          int rr = clampi(r + dr, 0, R - 1), cc = clampi(c + dc, 0, C - 1);
          s += img[rr * C + cc];
        }
      float expected = s / 9.0f + ((r + c) % 2 == 0 ? 0.0f : 1000.0f);
      float via_view = t(r, c);
      if (!(std::fabs(via_view - expected) <= 1e-3f)) {
        std::printf("FAIL: t(%d,%d) on host got %f expected %f\n", r, c, via_view, expected);
        return 1;
      }
      float host_clamped = src(r - 5, c + 50);  // host call of the clamped view
      if (host_clamped != img[clampi(r - 5, 0, R - 1) * C + (C - 1)]) {
        std::printf("FAIL: host ClampedView(%d,%d) got %f\n", r - 5, c + 50, host_clamped);
        return 1;
      }
    }
  tstore.synchronize();
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (tdata[c * R + r] != t(r, c)) {
        std::printf("FAIL: storage (%d,%d) got %f expected %f\n", c, r, tdata[c * R + r], t(r, c));
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
