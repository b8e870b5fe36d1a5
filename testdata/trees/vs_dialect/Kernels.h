// Kernels.h : the project's AMP kernels, written against Visual C++ 2013.
#pragma once

#include <amp.h>
#include <exception>
#include <vector>

namespace kernels {

using namespace concurrency;

template <typename T> struct Buffer {
  typedef T value_type;
  Buffer(std::vector<T> &v) : size((int)v.size()), view((int)v.size(), v) {}
  int size;
  array_view<T, 1> view;
  template <int Factor> T scaled(T x) const restrict(amp, cpu) { return x * Factor; }
};

// Members of the dependent base without this->, value_type without
// typename, a member template without template: Visual C++ accepts all.
template <typename T> struct Scaler : Buffer<T> {
  Scaler(std::vector<T> &v) : Buffer<T>(v) {}

  void scale_by_three() {
    if (size <= 0)
      throw std::exception("Scaler: empty buffer");
    array_view<T, 1> v = view;
    Buffer<T> self = *this;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      v[i] = self.scaled<3>(v[i]);
    });
    v.synchronize();
  }

  Buffer<T>::value_type sum() const {
    T s = 0;
    for (int i = 0; i < size; ++i)
      s += view[i];
    return s;
  }
};

// A tiled reduction (per-tile int sums, their 64-bit total on the host),
// timed with the performance counter.
inline unsigned __int64 tiled_sum(const std::vector<int> &data, double &milliseconds) {
  static const int TILE = 128;
  const int tiles = ((int)data.size() + TILE - 1) / TILE;
  std::vector<int> partial(tiles, 0);
  array_view<const int, 1> in((int)data.size(), data);
  array_view<int, 1> out(tiles, partial);
  const int n = (int)data.size();
  LARGE_INTEGER freq, start, stop;
  QueryPerformanceFrequency(&freq);
  QueryPerformanceCounter(&start);
  parallel_for_each(extent<1>(tiles * TILE).tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static int s[TILE];
    s[t.local[0]] = t.global[0] < n ? in[t.global] : 0;
    t.barrier.wait();
    for (int half = TILE / 2; half > 0; half /= 2) {
      if (t.local[0] < half)
        s[t.local[0]] += s[t.local[0] + half];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      out[t.tile] = s[0];
  });
  out.synchronize();
  QueryPerformanceCounter(&stop);
  milliseconds = (stop.QuadPart - start.QuadPart) * 1000.0 / freq.QuadPart;
  unsigned __int64 total = 0;
  for (int i = 0; i < tiles; ++i)
    total += partial[i];
  return total;
}

} // namespace kernels
