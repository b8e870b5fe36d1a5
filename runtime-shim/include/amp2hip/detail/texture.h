// AMP's textures (amp_graphics.h) on plain device memory: texture,
// texture_view, writeonly_texture_view, sampler, and the texture overloads
// of copy and copy_async.
//
// A texture owns a concurrency::array<T, 1> holding every mip level, most
// detailed first, each row-major. The array's buffer does the data movement
// (so transfers are as lazy and as counted as an array's), and a kernel
// receives a texture_view: the array's device pointer plus the level
// geometry. Nothing here needs a HIP texture object, so every backend runs
// the same code; sampling (point and linear filtering, wrap / mirror /
// clamp / border addressing, mip level selection) and gathering are
// computed in the kernel from the texels, as the hardware would.
//
// Formats: a texture keeps one value_type per texel; bits_per_scalar_element
// decides what a write stores (detail::quantize) and the byte layout of
// copies to and from raw memory (detail::pack / unpack).
#ifndef AMP2HIP_DETAIL_TEXTURE_H
#define AMP2HIP_DETAIL_TEXTURE_H

#include "amp2hip/amp.h"
#include "amp2hip/detail/short_vectors.h"
#include "amp2hip/detail/texture_format.h"

#include <cmath>
#include <future>
#include <iterator>
#include <tuple>
#include <vector>

namespace concurrency {
namespace graphics {

enum filter_mode { filter_point = 0, filter_linear = 1, filter_unknown = 0xFFFFFFFF };
enum address_mode {
  address_wrap = 1,
  address_mirror = 2,
  address_clamp = 3,
  address_border = 4,
  address_unknown = 0xFFFFFFFF
};

// How texture_view::sample and gather read: a plain value, usable in
// kernels (AMP creates samplers on the host and captures them by value).
class sampler {
public:
  AMP2HIP_HD sampler()
      : filter_mode(filter_linear), address_mode(address_clamp), border_color(0.0f) {}
  AMP2HIP_HD explicit sampler(graphics::filter_mode f)
      : filter_mode(f), address_mode(address_clamp), border_color(0.0f) {}
  AMP2HIP_HD explicit sampler(graphics::address_mode a, float_4 border = float_4(0.0f))
      : filter_mode(filter_linear), address_mode(a), border_color(border) {}
  AMP2HIP_HD sampler(graphics::filter_mode f, graphics::address_mode a,
                     float_4 border = float_4(0.0f))
      : filter_mode(f), address_mode(a), border_color(border) {}

  AMP2HIP_HD graphics::filter_mode get_filter_mode() const { return filter_mode; }
  AMP2HIP_HD graphics::address_mode get_address_mode() const { return address_mode; }
  AMP2HIP_HD float_4 get_border_color() const { return border_color; }

  // Properties.
  graphics::filter_mode filter_mode;
  graphics::address_mode address_mode;
  float_4 border_color;
};

template <typename T, int N> class texture;
template <typename T, int N> class texture_view;
template <typename T, int N> class writeonly_texture_view;

} // namespace graphics
} // namespace concurrency

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

namespace concurrency {
namespace graphics {

// ---------------------------------------------------------------------------
// texture
// ---------------------------------------------------------------------------
template <typename T, int N>
class texture : public amp2hip::detail::texel_accessors<texture<T, N>, T, N> {
  static_assert(N >= 1 && N <= 3, "texture is only supported for rank 1, 2 and 3");
  static_assert(amp2hip::detail::is_texel_type<T>::value,
                "invalid value_type for texture<value_type, rank>");
  template <typename, int> friend class texture_view;
  template <typename, int> friend class writeonly_texture_view;
  typedef concurrency::accelerator_view av_type;
  typedef concurrency::extent<N> extent_type;
  typedef amp2hip::detail::mip_geometry<N> geo;

public:
  static const int rank = N;
  typedef T value_type;
  typedef typename amp2hip::detail::texel<T>::scalar scalar_type;

  // Properties.
  concurrency::extent<N> extent;
  unsigned int mipmap_levels;
  unsigned int bits_per_scalar_element;
  unsigned int data_length;
  unsigned int row_pitch;
  unsigned int depth_pitch;
  concurrency::accelerator_view accelerator_view;
  concurrency::accelerator_view associated_accelerator_view;

  // --- construction: shape (and format, levels, accelerator_view) -----------
  explicit texture(const extent_type &ext, av_type av = default_view())
      : texture(ext, amp2hip::detail::default_bits<T>(), 1u, av, av) {}
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  explicit texture(int e0, av_type av = default_view()) : texture(extent_type(e0), av) {}
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  texture(int e0, int e1, av_type av = default_view()) : texture(extent_type(e0, e1), av) {}
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  texture(int e0, int e1, int e2, av_type av = default_view())
      : texture(extent_type(e0, e1, e2), av) {}

  // Staging textures (AMP: on the CPU accelerator, associated with another).
  texture(const extent_type &ext, av_type av, av_type associated_av)
      : texture(ext, amp2hip::detail::default_bits<T>(), 1u, av, associated_av) {}

  texture(const extent_type &ext, unsigned int bits, av_type av = default_view())
      : texture(ext, bits, 1u, av, av) {}
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  texture(int e0, unsigned int bits, av_type av = default_view())
      : texture(extent_type(e0), bits, av) {}
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  texture(int e0, int e1, unsigned int bits, av_type av = default_view())
      : texture(extent_type(e0, e1), bits, av) {}
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  texture(int e0, int e1, int e2, unsigned int bits, av_type av = default_view())
      : texture(extent_type(e0, e1, e2), bits, av) {}

  // Mip-mapped: `levels` levels (0: the full chain down to one texel).
  texture(const extent_type &ext, unsigned int bits, unsigned int levels,
          av_type av = default_view())
      : texture(ext, bits, levels, av, av) {}

  // --- construction: contents from host iterators ----------------------------
  template <typename It, amp2hip::detail::enable_if_iterator_t<It> = 0>
  texture(const extent_type &ext, It first, It last, av_type av = default_view())
      : texture(ext, av) {
    fill(first, last);
  }
  template <typename It, int M = N, typename std::enable_if<M == 1, int>::type = 0,
            amp2hip::detail::enable_if_iterator_t<It> = 0>
  texture(int e0, It first, It last, av_type av = default_view())
      : texture(extent_type(e0), first, last, av) {}
  template <typename It, int M = N, typename std::enable_if<M == 2, int>::type = 0,
            amp2hip::detail::enable_if_iterator_t<It> = 0>
  texture(int e0, int e1, It first, It last, av_type av = default_view())
      : texture(extent_type(e0, e1), first, last, av) {}
  template <typename It, int M = N, typename std::enable_if<M == 3, int>::type = 0,
            amp2hip::detail::enable_if_iterator_t<It> = 0>
  texture(int e0, int e1, int e2, It first, It last, av_type av = default_view())
      : texture(extent_type(e0, e1, e2), first, last, av) {}

  // --- construction: contents from raw memory in the packed format -----------
  texture(const extent_type &ext, const void *src, unsigned int src_bytes, unsigned int bits,
          av_type av = default_view())
      : texture(ext, bits, 1u, av, av) {
    load_raw(src, src_bytes, concurrency::index<N>(), ext);
  }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  texture(int e0, const void *src, unsigned int src_bytes, unsigned int bits,
          av_type av = default_view())
      : texture(extent_type(e0), src, src_bytes, bits, av) {}
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  texture(int e0, int e1, const void *src, unsigned int src_bytes, unsigned int bits,
          av_type av = default_view())
      : texture(extent_type(e0, e1), src, src_bytes, bits, av) {}
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  texture(int e0, int e1, int e2, const void *src, unsigned int src_bytes, unsigned int bits,
          av_type av = default_view())
      : texture(extent_type(e0, e1, e2), src, src_bytes, bits, av) {}

  // --- construction: from another texture or a view (deep copies) -----------
  texture(const texture &other) = default;
  texture(texture &&other) = default;
  texture(const texture &other, av_type av)
      : texture(other.extent, other.bits_per_scalar_element, other.mipmap_levels, av, av) {
    concurrency::copy(other.store_, store_);
  }
  template <typename V, typename std::enable_if<std::is_same<typename std::remove_const<V>::type,
                                                             T>::value,
                                                int>::type = 0>
  explicit texture(const texture_view<V, N> &src, av_type av = default_view());

  texture &operator=(const texture &other) = default;
  texture &operator=(texture &&other) = default;

  // --- element access (kernels; the host too, which AMP does not allow) ------
  // operator[] and operator() come from texel_accessors.
  AMP2HIP_HD value_type get(const concurrency::index<N> &idx, unsigned int level = 0) const {
    const int off = level == 0 ? 0 : geo::offset_of(extent, static_cast<int>(level));
    return store_[concurrency::index<1>(
        off + geo::linear(geo::extent_of(extent, static_cast<int>(level)), idx))];
  }
  AMP2HIP_HD void set(const concurrency::index<N> &idx, const value_type &v) {
    store_[concurrency::index<1>(geo::linear(extent, idx))] =
        amp2hip::detail::quantize(v, bits_per_scalar_element);
  }

  // --- queries ----------------------------------------------------------------
  AMP2HIP_HD concurrency::extent<N> get_extent() const { return extent; }
  AMP2HIP_HD concurrency::extent<N> get_mipmap_extent(unsigned int level) const {
    check_level(level);
    return geo::extent_of(extent, static_cast<int>(level));
  }
  unsigned int get_mipmap_levels() const { return mipmap_levels; }
  unsigned int get_bits_per_scalar_element() const { return bits_per_scalar_element; }
  unsigned int get_data_length() const { return data_length; }
  unsigned int get_row_pitch() const { return row_pitch; }
  unsigned int get_depth_pitch() const { return depth_pitch; }
  av_type get_accelerator_view() const { return accelerator_view; }
  av_type get_associated_accelerator_view() const { return associated_accelerator_view; }

  // The host copy of level 0 (AMP: staging textures only), rows
  // row_pitch bytes apart, one value_type per texel.
  void *data() { return store_.data(); }
  const void *data() const { return store_.data(); }

  // --- copies -------------------------------------------------------------------
  void copy_to(texture &dest) const;
  void copy_to(const writeonly_texture_view<T, N> &dest) const;

private:
  static av_type default_view() { return accelerator().get_default_view(); }

  texture(const extent_type &ext, unsigned int bits, unsigned int levels, av_type av,
          av_type associated_av)
      : extent(ext), mipmap_levels(levels == 0 ? geo::full_chain(ext) : levels),
        bits_per_scalar_element(bits), data_length(0), row_pitch(0), depth_pitch(0),
        accelerator_view(av), associated_accelerator_view(associated_av),
        store_(total_texels(ext, mipmap_levels, bits), av) {
    for (unsigned l = 0; l < mipmap_levels; ++l)
      data_length += static_cast<unsigned>(geo::extent_of(ext, static_cast<int>(l)).size() *
                                           amp2hip::detail::packed_texel_bytes<T>(bits));
    row_pitch = static_cast<unsigned>(ext[N - 1] * sizeof(T));
    depth_pitch = N == 3 ? row_pitch * static_cast<unsigned>(ext[N - 2]) : 0u;
  }

  static int total_texels(const extent_type &ext, unsigned levels, unsigned bits) {
    for (int i = 0; i < N; ++i)
      if (ext[i] <= 0)
        throw runtime_exception("texture: every extent must be positive", amp2hip::e_invalidarg);
    if (!amp2hip::detail::valid_bits<T>(bits))
      throw runtime_exception("texture: bits_per_scalar_element is not valid for this element type",
                              amp2hip::e_invalidarg);
    if (levels > geo::full_chain(ext))
      throw runtime_exception("texture: more mipmap levels than the extent has",
                              amp2hip::e_invalidarg);
    return geo::offset_of(ext, static_cast<int>(levels));
  }

  void check_level(unsigned level) const {
#if !defined(AMP2HIP_DEVICE_PASS)
    if (level >= mipmap_levels)
      throw runtime_exception("texture: no such mipmap level", amp2hip::e_invalidarg);
#endif
  }

  // Level 0's section as a view of the storage.
  concurrency::array_view<T, 1> level_view(unsigned level) {
    return concurrency::array_view<T, 1>(store_).section(
        geo::offset_of(extent, static_cast<int>(level)),
        geo::extent_of(extent, static_cast<int>(level)).size());
  }

  template <typename It> void fill(It first, It last) {
    std::vector<T> host;
    for (; first != last; ++first)
      host.push_back(amp2hip::detail::quantize(static_cast<T>(*first), bits_per_scalar_element));
    if (host.size() < static_cast<std::size_t>(extent.size()))
      throw runtime_exception("texture: the source has fewer elements than the texture",
                              amp2hip::e_invalidarg);
    host.resize(extent.size());
    concurrency::copy(host.begin(), host.end(), level_view(0));
  }

public:
  // Raw copies of a box of level 0 in the packed format (also used by the
  // free copy functions below).
  void load_raw(const void *src, std::size_t src_bytes, const concurrency::index<N> &origin,
                const extent_type &box) {
    const std::size_t texel_bytes = amp2hip::detail::packed_texel_bytes<T>(bits_per_scalar_element);
    check_box(origin, box);
    if (src_bytes < static_cast<std::size_t>(box.size()) * texel_bytes)
      throw runtime_exception("copy: the source buffer is smaller than the texture region",
                              amp2hip::e_invalidarg);
    std::vector<T> texels(box.size());
    amp2hip::detail::unpack(src, texels.size(), bits_per_scalar_element, texels.data());
    write_box(origin, box, texels);
  }
  void store_raw(void *dst, std::size_t dst_bytes, const concurrency::index<N> &origin,
                 const extent_type &box) const {
    const std::size_t texel_bytes = amp2hip::detail::packed_texel_bytes<T>(bits_per_scalar_element);
    check_box(origin, box);
    if (dst_bytes < static_cast<std::size_t>(box.size()) * texel_bytes)
      throw runtime_exception("copy: the destination buffer is smaller than the texture region",
                              amp2hip::e_invalidarg);
    const std::vector<T> texels = read_box(origin, box);
    amp2hip::detail::pack(texels.data(), texels.size(), bits_per_scalar_element, dst);
  }
  // Texel-for-texel copy of a box of level 0 into another texture's.
  void copy_box(const concurrency::index<N> &from, texture &dest,
                const concurrency::index<N> &to, const extent_type &box) const {
    check_box(from, box);
    dest.check_box(to, box);
    std::vector<T> texels = read_box(from, box);
    if (dest.bits_per_scalar_element != bits_per_scalar_element)
      for (T &t : texels)
        t = amp2hip::detail::quantize(t, dest.bits_per_scalar_element);
    dest.write_box(to, box, texels);
  }

private:
  void check_box(const concurrency::index<N> &origin, const extent_type &box) const {
    for (int i = 0; i < N; ++i)
      if (origin[i] < 0 || box[i] < 0 || origin[i] + box[i] > extent[i])
        throw runtime_exception("copy: the region is outside the texture", amp2hip::e_invalidarg);
  }
  // The texels of a box of level 0 (checked by the caller), row-major.
  std::vector<T> read_box(const concurrency::index<N> &origin, const extent_type &box) const {
    std::vector<T> texels(box.size());
    const concurrency::array_view<const T, 1> all(store_);
    for_each_row(origin, box, [&](int src, int i, int n) {
      concurrency::copy(all.section(src, n), texels.begin() + i);
    });
    return texels;
  }
  void write_box(const concurrency::index<N> &origin, const extent_type &box,
                 const std::vector<T> &texels) {
    for_each_row(origin, box, [&](int dst, int i, int n) {
      concurrency::copy(texels.begin() + i, texels.begin() + i + n, level_view(0).section(dst, n));
    });
  }
  // fn(texel offset in level 0, offset in the box, run length) per row.
  template <typename Fn>
  void for_each_row(const concurrency::index<N> &origin, const extent_type &box, Fn fn) const {
    const int width = box[N - 1];
    if (width == 0)
      return;
    const int rows = box.size() / width;
    for (int r = 0; r < rows; ++r) {
      concurrency::index<N> at = origin;
      int rest = r;
      for (int i = N - 2; i >= 0; --i) {
        at[i] += rest % box[i];
        rest /= box[i];
      }
      fn(geo::linear(extent, at), r * width, width);
    }
  }

  concurrency::array<T, 1> store_;
};

// ---------------------------------------------------------------------------
// texture_view<T, N>: one mip level, read and write. texture_view<const T, N>:
// a range of levels, read, sample and gather.
// ---------------------------------------------------------------------------
template <typename T, int N>
class texture_view
    : public amp2hip::detail::texel_accessors<texture_view<T, N>,
                                              typename std::remove_const<T>::type, N> {
  typedef typename std::remove_const<T>::type nc_type;
  typedef amp2hip::detail::texture_levels<T, N> levels_type;
  template <typename, int> friend class texture_view;
  template <typename, int> friend class texture;

public:
  static const int rank = N;
  typedef nc_type value_type;
  typedef typename amp2hip::detail::texel<nc_type>::scalar scalar_type;
  typedef typename short_vector<float, N>::type coordinates_type;
  typedef typename short_vector<scalar_type, 4>::type gather_return_type;

  // Properties (a kernel receives views, so only plain values).
  concurrency::extent<N> extent;
  unsigned int mipmap_levels;
  unsigned int bits_per_scalar_element;

  // A writable view of one level; a read-only view of all of them.
  texture_view(texture<nc_type, N> &src, unsigned int level = 0)
      : texture_view(make(src, static_cast<int>(level),
                          std::is_const<T>::value
                              ? static_cast<int>(src.mipmap_levels) - static_cast<int>(level)
                              : 1)) {
    src.check_level(level);
  }
  texture_view(const texture<nc_type, N> &src)
      : texture_view(make(const_cast<texture<nc_type, N> &>(src), 0,
                          static_cast<int>(src.mipmap_levels))) {
    static_assert(std::is_const<T>::value,
                  "a texture_view of a const texture must have a const value_type");
  }
  texture_view(const texture<nc_type, N> &src, unsigned int most_detailed, unsigned int levels)
      : texture_view(make(const_cast<texture<nc_type, N> &>(src), static_cast<int>(most_detailed),
                          static_cast<int>(levels))) {
    if (most_detailed + levels > src.mipmap_levels || levels == 0)
      throw runtime_exception("texture_view: mipmap levels out of range", amp2hip::e_invalidarg);
  }
  // The kernel's view of a texture: every level, read and write.
  texture_view(texture<nc_type, N> &src, amp2hip::detail::all_levels_t)
      : texture_view(make(src, 0, static_cast<int>(src.mipmap_levels))) {}

  // texture_view<const T> from texture_view<T>, and a sub-range of levels.
  template <typename U, typename std::enable_if<std::is_same<const U, T>::value, int>::type = 0>
  AMP2HIP_HD texture_view(const texture_view<U, N> &other)
      : extent(other.extent), mipmap_levels(other.mipmap_levels),
        bits_per_scalar_element(other.bits_per_scalar_element),
        tex_{other.tex_.store, other.tex_.top, other.tex_.base, other.tex_.count,
             other.tex_.bits} {}
  texture_view(const texture_view &other, unsigned int most_detailed, unsigned int levels)
      : texture_view(other) {
    if (most_detailed + levels > other.mipmap_levels || levels == 0)
      throw runtime_exception("texture_view: mipmap levels out of range", amp2hip::e_invalidarg);
    tex_.base += static_cast<int>(most_detailed);
    tex_.count = static_cast<int>(levels);
    mipmap_levels = levels;
    extent = tex_.level_extent(0);
  }

  texture_view(const texture_view &other) = default;
  texture_view &operator=(const texture_view &other) = default;

  // --- element access (operator[] and operator(): texel_accessors) ----------
  AMP2HIP_HD value_type get(const concurrency::index<N> &idx, unsigned int level = 0) const {
    return tex_.read(idx, static_cast<int>(level));
  }
  // Writable views only (T not const).
  AMP2HIP_HD void set(const concurrency::index<N> &idx, const value_type &v) const {
    static_assert(!std::is_const<T>::value, "texture_view<const T>::set: the view is read-only");
    tex_.write(idx, v);
  }

  // --- sampling (floating-point, norm and unorm elements) ----------------------
  AMP2HIP_HD value_type sample(const sampler &s, const coordinates_type &coord,
                               float level_of_detail = 0.0f) const {
    return tex_.sample(s, coord, level_of_detail);
  }
  template <filter_mode F = filter_linear, address_mode A = address_clamp>
  AMP2HIP_HD value_type sample(const coordinates_type &coord,
                               float level_of_detail = 0.0f) const {
    static_assert(A != address_border, "sample<F, A>: use a sampler for address_border");
    return tex_.sample(sampler(F, A), coord, level_of_detail);
  }

  // --- gathering (rank 2): one component of the 2x2 bilinear footprint ------
#define AMP2HIP_TEXTURE_GATHER(NAME, COMP)                                                       \
  AMP2HIP_HD gather_return_type NAME(const sampler &s, const coordinates_type &coord) const {    \
    static_assert(N == 2, #NAME ": rank 2 textures only");                                       \
    return tex_.template gather<coordinates_type, gather_return_type>(s, coord, COMP);           \
  }                                                                                              \
  template <address_mode A = address_clamp>                                                      \
  AMP2HIP_HD gather_return_type NAME(const coordinates_type &coord) const {                      \
    static_assert(A != address_border, #NAME "<A>: use a sampler for address_border");           \
    return NAME(sampler(filter_point, A), coord);                                                \
  }
  AMP2HIP_TEXTURE_GATHER(gather_red, 0)
  AMP2HIP_TEXTURE_GATHER(gather_green, 1)
  AMP2HIP_TEXTURE_GATHER(gather_blue, 2)
  AMP2HIP_TEXTURE_GATHER(gather_alpha, 3)
#undef AMP2HIP_TEXTURE_GATHER

  // --- queries ----------------------------------------------------------------
  AMP2HIP_HD concurrency::extent<N> get_extent() const { return extent; }
  AMP2HIP_HD concurrency::extent<N> get_mipmap_extent(unsigned int level) const {
    return tex_.level_extent(static_cast<int>(level));
  }
  AMP2HIP_HD unsigned int get_mipmap_levels() const { return mipmap_levels; }
  AMP2HIP_HD unsigned int get_bits_per_scalar_element() const { return bits_per_scalar_element; }
  concurrency::accelerator_view get_accelerator_view() const {
    return tex_.store.get_source_accelerator_view();
  }

private:
  static levels_type make(texture<nc_type, N> &src, int base, int count) {
    return levels_type{concurrency::array_view<T, 1>(src.store_), src.extent, base, count,
                       src.bits_per_scalar_element};
  }
  explicit texture_view(const levels_type &tex)
      : extent(tex.level_extent(0)), mipmap_levels(static_cast<unsigned>(tex.count)),
        bits_per_scalar_element(tex.bits), tex_(tex) {}

  levels_type tex_;
};

// ---------------------------------------------------------------------------
// writeonly_texture_view (deprecated in AMP 1.2; still part of it).
// ---------------------------------------------------------------------------
template <typename T, int N> class writeonly_texture_view {
  typedef amp2hip::detail::texture_levels<T, N> levels_type;
  template <typename, int> friend class texture;

public:
  static const int rank = N;
  typedef T value_type;
  typedef typename amp2hip::detail::texel<T>::scalar scalar_type;

  concurrency::extent<N> extent;
  unsigned int bits_per_scalar_element;

  writeonly_texture_view(texture<T, N> &src)
      : extent(src.extent), bits_per_scalar_element(src.bits_per_scalar_element),
        tex_{concurrency::array_view<T, 1>(src.store_), src.extent, 0, 1,
             src.bits_per_scalar_element} {}
  writeonly_texture_view(const writeonly_texture_view &) = default;
  writeonly_texture_view &operator=(const writeonly_texture_view &) = default;

  AMP2HIP_HD void set(const concurrency::index<N> &idx, const value_type &v) const {
    tex_.write(idx, v);
  }
  AMP2HIP_HD concurrency::extent<N> get_extent() const { return extent; }
  unsigned int get_bits_per_scalar_element() const { return bits_per_scalar_element; }

private:
  levels_type tex_;
};

// ---------------------------------------------------------------------------
// Deferred members and the texture overloads of copy / copy_async.
// ---------------------------------------------------------------------------
template <typename T, int N>
template <typename V,
          typename std::enable_if<std::is_same<typename std::remove_const<V>::type, T>::value,
                                  int>::type>
texture<T, N>::texture(const texture_view<V, N> &src, av_type av)
    : texture(src.extent, src.bits_per_scalar_element, 1u, av, av) {
  std::vector<T> texels(src.extent.size());
  const auto &levels = src.tex_;
  const int first = levels.element(concurrency::index<N>(), 0);
  concurrency::copy(concurrency::array_view<const T, 1>(levels.store).section(first, texels.size()),
                    texels.begin());
  concurrency::copy(texels.begin(), texels.end(), level_view(0));
}

// Raw memory <-> texture (level 0), whole or a box.
template <typename T, int N> void copy(const texture<T, N> &src, void *dst, unsigned int dst_bytes) {
  src.store_raw(dst, dst_bytes, concurrency::index<N>(), src.extent);
}
template <typename T, int N>
void copy(const texture<T, N> &src, const concurrency::index<N> &src_offset,
          const concurrency::extent<N> &copy_extent, void *dst, unsigned int dst_bytes) {
  src.store_raw(dst, dst_bytes, src_offset, copy_extent);
}
template <typename T, int N> void copy(const void *src, unsigned int src_bytes, texture<T, N> &dst) {
  dst.load_raw(src, src_bytes, concurrency::index<N>(), dst.extent);
}
template <typename T, int N>
void copy(const void *src, unsigned int src_bytes, texture<T, N> &dst,
          const concurrency::index<N> &dst_offset, const concurrency::extent<N> &copy_extent) {
  dst.load_raw(src, src_bytes, dst_offset, copy_extent);
}

// Host iterators <-> texture (level 0).
template <typename It, typename T, int N, amp2hip::detail::enable_if_iterator_t<It> = 0>
void copy(It first, It last, texture<T, N> &dst) {
  std::vector<T> texels;
  for (; first != last; ++first)
    texels.push_back(static_cast<T>(*first));
  if (texels.size() < static_cast<std::size_t>(dst.extent.size()))
    throw runtime_exception("copy: the source has fewer elements than the texture",
                            amp2hip::e_invalidarg);
  std::vector<unsigned char> raw(texels.size() *
                                 amp2hip::detail::packed_texel_bytes<T>(dst.bits_per_scalar_element));
  amp2hip::detail::pack(texels.data(), dst.extent.size(), dst.bits_per_scalar_element, raw.data());
  dst.load_raw(raw.data(), raw.size(), concurrency::index<N>(), dst.extent);
}
template <typename OutIt, typename T, int N> void copy(const texture<T, N> &src, OutIt dst) {
  std::vector<unsigned char> raw(src.extent.size() *
                                 amp2hip::detail::packed_texel_bytes<T>(src.bits_per_scalar_element));
  src.store_raw(raw.data(), raw.size(), concurrency::index<N>(), src.extent);
  std::vector<T> texels(src.extent.size());
  amp2hip::detail::unpack(raw.data(), texels.size(), src.bits_per_scalar_element, texels.data());
  for (const T &t : texels)
    *dst++ = t;
}

// Texture <-> texture.
template <typename T, int N> void copy(const texture<T, N> &src, texture<T, N> &dst) {
  if (src.extent != dst.extent)
    throw runtime_exception("copy: the textures' extents differ", amp2hip::e_invalidarg);
  src.copy_box(concurrency::index<N>(), dst, concurrency::index<N>(), src.extent);
}
template <typename T, int N>
void copy(const texture<T, N> &src, const concurrency::index<N> &src_offset, texture<T, N> &dst,
          const concurrency::index<N> &dst_offset, const concurrency::extent<N> &copy_extent) {
  src.copy_box(src_offset, dst, dst_offset, copy_extent);
}
template <typename T, int N>
void copy(const texture<T, N> &src, const writeonly_texture_view<T, N> &dest) {
  src.copy_to(dest);
}

template <typename T, int N> void texture<T, N>::copy_to(texture &dest) const {
  graphics::copy(*this, dest);
}
template <typename T, int N>
void texture<T, N>::copy_to(const writeonly_texture_view<T, N> &dest) const {
  if (dest.extent != extent)
    throw runtime_exception("copy: the extents differ", amp2hip::e_invalidarg);
  std::vector<T> texels(extent.size());
  concurrency::copy(concurrency::array_view<const T, 1>(store_).section(0, extent.size()),
                    texels.begin());
  for (T &t : texels)
    t = amp2hip::detail::quantize(t, dest.bits_per_scalar_element);
  const int first = dest.tex_.element(concurrency::index<N>(), 0);
  concurrency::copy(texels.begin(), texels.end(), dest.tex_.store.section(first, extent.size()));
}

} // namespace graphics
} // namespace concurrency

namespace amp2hip {
namespace detail {
// (is_texture_type and any_texture are declared in detail/copy.h, whose
// copy_async must leave textures to the overload below.)
template <typename T, int N>
struct is_texture_type<concurrency::graphics::texture<T, N>> : std::true_type {};
template <typename T, int N>
struct is_texture_type<concurrency::graphics::writeonly_texture_view<T, N>> : std::true_type {};
// copy_async keeps a texture by reference (AMP requires it to outlive the
// copy; copying one would be a deep copy), anything else by value.
template <typename A>
using texture_async_arg_t = async_arg<A, is_texture_type<typename std::decay<A>::type>::value>;
} // namespace detail
} // namespace amp2hip

namespace concurrency {
namespace graphics {
template <typename... Args,
          typename std::enable_if<amp2hip::detail::any_texture<Args...>::value, int>::type = 0>
completion_future copy_async(Args &&...args) {
  auto kept = std::make_tuple(
      amp2hip::detail::texture_async_arg_t<Args>::keep(std::forward<Args>(args))...);
  std::future<void> f = std::async(std::launch::async, [kept]() mutable {
    std::apply([](auto &...a) { graphics::copy(amp2hip::detail::async_use(a)...); }, kept);
  });
  return completion_future(f.share());
}
} // namespace graphics
} // namespace concurrency

namespace amp2hip {
// The kernel's copy of a captured texture (by reference in AMP): a view of
// every level over the device storage.
template <typename T, int N>
concurrency::graphics::texture_view<T, N> to_device(concurrency::graphics::texture<T, N> &t) {
  return to_device(concurrency::graphics::texture_view<T, N>(t, detail::all_levels_t()));
}
template <typename T, int N>
concurrency::graphics::texture_view<const T, N>
to_device(const concurrency::graphics::texture<T, N> &t) {
  return to_device(concurrency::graphics::texture_view<const T, N>(
      concurrency::graphics::texture_view<T, N>(const_cast<concurrency::graphics::texture<T, N> &>(t),
                                                detail::all_levels_t())));
}
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_TEXTURE_H
