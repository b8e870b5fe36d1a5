// What textures and their views share, and what a kernel receives: the
// accessors both give (values, not references: a texel has no address),
// the mip level geometry (level l halves every dimension l times, levels
// stored one after another), addressing and filtering computed from the
// texels as the hardware would, and texture_levels, the storage plus the
// geometry of the levels a view covers.
#ifndef AMP2HIP_DETAIL_TEXTURE_LEVELS_H
#define AMP2HIP_DETAIL_TEXTURE_LEVELS_H

#include "amp2hip/detail/texture_format.h"
#include "amp2hip/detail/texture_sampler.h"

#include <cmath>
#include <tuple>

namespace amp2hip {
namespace detail {

// operator[] and operator() of textures and texture views, all reading
// through the class's get(index): AMP gives both the same accessors, which
// return values (a texel has no address a reference could name).
template <typename Derived, typename V, int N> class texel_accessors {
public:
  AMP2HIP_HD const V operator[](const concurrency::index<N> &idx) const { return self().get(idx); }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD const V operator[](int i0) const {
    return self().get(concurrency::index<1>(i0));
  }
  AMP2HIP_HD const V operator()(const concurrency::index<N> &idx) const { return self().get(idx); }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD const V operator()(int i0) const {
    return self().get(concurrency::index<1>(i0));
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD const V operator()(int i0, int i1) const {
    return self().get(concurrency::index<2>(i0, i1));
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD const V operator()(int i0, int i1, int i2) const {
    return self().get(concurrency::index<3>(i0, i1, i2));
  }

private:
  AMP2HIP_HD const Derived &self() const { return static_cast<const Derived &>(*this); }
};

// Tag: a texture_view over every mip level (the kernel's view of a texture).
struct all_levels_t {};

// Mip level geometry shared by textures and views: level l halves every
// dimension l times (at least 1), and levels are stored one after another.
template <int N> struct mip_geometry {
  static AMP2HIP_HDI concurrency::extent<N> extent_of(const concurrency::extent<N> &top, int l) {
    concurrency::extent<N> e;
    for (int i = 0; i < N; ++i) {
      const int v = top[i] >> l;
      e[i] = v > 0 ? v : 1;
    }
    return e;
  }
  // Texel offset of level l's first element.
  static AMP2HIP_HDI int offset_of(const concurrency::extent<N> &top, int l) {
    int off = 0;
    for (int k = 0; k < l; ++k)
      off += extent_of(top, k).size();
    return off;
  }
  static AMP2HIP_HDI int linear(const concurrency::extent<N> &e, const concurrency::index<N> &idx) {
    int l = idx[0];
    for (int i = 1; i < N; ++i)
      l = l * e[i] + idx[i];
    return l;
  }
  // Levels a full chain down to 1x1(x1) has.
  static unsigned full_chain(const concurrency::extent<N> &top) {
    int m = 0;
    for (int i = 0; i < N; ++i)
      m = top[i] > m ? top[i] : m;
    unsigned levels = 1;
    while (m > 1) {
      m >>= 1;
      ++levels;
    }
    return levels;
  }
};

// The texel a coordinate addresses along one dimension of n texels, or
// false when address_border puts it outside.
AMP2HIP_HDI bool address(int &i, int n, concurrency::graphics::address_mode mode) {
  switch (mode) {
  case concurrency::graphics::address_wrap:
    i %= n;
    if (i < 0)
      i += n;
    return true;
  case concurrency::graphics::address_mirror: {
    const int period = 2 * n;
    int m = i % period;
    if (m < 0)
      m += period;
    i = m < n ? m : period - 1 - m;
    return true;
  }
  case concurrency::graphics::address_border:
    return i >= 0 && i < n;
  default: // address_clamp
    i = i < 0 ? 0 : (i >= n ? n - 1 : i);
    return true;
  }
}

template <typename C> AMP2HIP_HDI float coordinate(const C &c, int d) {
  return static_cast<float>(texel<C>::get(c, d));
}

// A texture's storage plus the geometry of the levels a view covers: what
// texture_view and writeonly_texture_view hold (and a kernel receives).
template <typename T, int N> struct texture_levels {
  typedef typename std::remove_const<T>::type value_type;
  typedef mip_geometry<N> geo;

  concurrency::array_view<T, 1> store; // every level of the texture
  concurrency::extent<N> top;          // the texture's level-0 extent
  int base;                            // the view's most detailed level
  int count;                           // levels the view covers
  unsigned bits;

  AMP2HIP_HDI concurrency::extent<N> level_extent(int l) const {
    return geo::extent_of(top, base + l);
  }
  AMP2HIP_HDI int element(const concurrency::index<N> &idx, int l) const {
    const int abs = base + l;
    const int off = abs == 0 ? 0 : geo::offset_of(top, abs);
    return off + geo::linear(geo::extent_of(top, abs), idx);
  }
  AMP2HIP_HDI value_type read(const concurrency::index<N> &idx, int l = 0) const {
    return store[concurrency::index<1>(element(idx, l))];
  }
  AMP2HIP_HDI void write(const concurrency::index<N> &idx, const value_type &v) const {
    store[concurrency::index<1>(element(idx, 0))] = quantize(v, bits);
  }

  // --- filtering (floating-point formats) -----------------------------------
  typedef typename texel<value_type>::scalar scalar;
  static constexpr int size = texel<value_type>::size;

  static AMP2HIP_HDI void to_floats(const value_type &v, float out[4]) {
    for (int i = 0; i < size; ++i)
      out[i] = static_cast<float>(texel<value_type>::get(v, i));
  }
  static AMP2HIP_HDI value_type from_floats(const float in[4]) {
    value_type v;
    for (int i = 0; i < size; ++i)
      texel<value_type>::set(v, i, static_cast<scalar>(in[i]));
    return v;
  }

  // One level, point or linear.
  template <typename Coord>
  AMP2HIP_HDI void sample_level(const concurrency::graphics::sampler &s, const Coord &coord,
                                int l, float acc[4], float scale) const {
    const concurrency::extent<N> e = level_extent(l);
    const bool linear = s.filter_mode == concurrency::graphics::filter_linear;
    int first[N];
    float frac[N];
    // Coordinate x runs along the last (fastest) dimension.
    for (int d = 0; d < N; ++d) {
      const int dim = N - 1 - d;
      float u = coordinate(coord, d) * static_cast<float>(e[dim]);
      if (linear)
        u -= 0.5f;
      const float fl = floorf(u);
      first[dim] = static_cast<int>(fl);
      frac[dim] = linear ? u - fl : 0.0f;
    }
    const int corners = linear ? (1 << N) : 1;
    for (int c = 0; c < corners; ++c) {
      float w = scale;
      concurrency::index<N> idx;
      bool inside = true;
      for (int dim = 0; dim < N; ++dim) {
        const int bit = (c >> (N - 1 - dim)) & 1;
        w *= bit ? frac[dim] : 1.0f - frac[dim];
        int i = first[dim] + bit;
        inside = address(i, e[dim], s.address_mode) && inside;
        idx[dim] = i;
      }
      if (w == 0.0f)
        continue;
      float t[4];
      if (inside) {
        to_floats(read(idx, l), t);
      } else {
        for (int i = 0; i < size; ++i)
          t[i] = texel<concurrency::graphics::float_4>::get(s.border_color, i);
      }
      for (int i = 0; i < size; ++i)
        acc[i] += w * t[i];
    }
  }

  template <typename Coord>
  AMP2HIP_HDI value_type sample(const concurrency::graphics::sampler &s, const Coord &coord,
                                float lod) const {
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    const float last = static_cast<float>(count - 1);
    const float level = lod <= 0.0f ? 0.0f : (lod >= last ? last : lod);
    if (s.filter_mode != concurrency::graphics::filter_linear || level == floorf(level)) {
      const int l = s.filter_mode == concurrency::graphics::filter_linear
                        ? static_cast<int>(level)
                        : static_cast<int>(floorf(level + 0.5f));
      sample_level(s, coord, l, acc, 1.0f);
    } else { // between two levels: linear in the level too (trilinear)
      const int l0 = static_cast<int>(floorf(level));
      const float f = level - static_cast<float>(l0);
      sample_level(s, coord, l0, acc, 1.0f - f);
      sample_level(s, coord, l0 + 1, acc, f);
    }
    return from_floats(acc);
  }

  // The component `comp` of the 2x2 texels a bilinear sample would use, in
  // Direct3D's order: (u0, v1), (u1, v1), (u1, v0), (u0, v0).
  template <typename Coord, typename Ret>
  AMP2HIP_HDI Ret gather(const concurrency::graphics::sampler &s, const Coord &coord,
                         int comp) const {
    const concurrency::extent<N> e = level_extent(0);
    const float u = coordinate(coord, 0) * static_cast<float>(e[1]) - 0.5f;
    const float v = coordinate(coord, 1) * static_cast<float>(e[0]) - 0.5f;
    const int u0 = static_cast<int>(floorf(u)), v0 = static_cast<int>(floorf(v));
    const int du[4] = {0, 1, 1, 0}, dv[4] = {1, 1, 0, 0};
    Ret r;
    for (int k = 0; k < 4; ++k) {
      int col = u0 + du[k], row = v0 + dv[k];
      const bool inside = address(col, e[1], s.address_mode) &
                          address(row, e[0], s.address_mode);
      scalar value;
      if (inside)
        value = texel<value_type>::get(read(concurrency::index<N>(row, col)), comp);
      else
        value = static_cast<scalar>(
            texel<concurrency::graphics::float_4>::get(s.border_color, comp));
      texel<Ret>::set(r, k, value);
    }
    return r;
  }
};

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_TEXTURE_LEVELS_H
