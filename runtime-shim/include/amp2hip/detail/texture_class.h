// concurrency::graphics::texture: owns a concurrency::array<T, 1> holding
// every mip level, most detailed first, each row-major, so its transfers
// are as lazy and as counted as an array's (detail/texture.h says more).
#ifndef AMP2HIP_DETAIL_TEXTURE_CLASS_H
#define AMP2HIP_DETAIL_TEXTURE_CLASS_H

#include "amp2hip/detail/texture_levels.h"

#include <future>
#include <iterator>
#include <vector>

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

} // namespace graphics
} // namespace concurrency

#endif // AMP2HIP_DETAIL_TEXTURE_CLASS_H
