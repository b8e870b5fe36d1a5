// The views of a texture: texture_view<T, N> (one mip level, read and
// write), texture_view<const T, N> (a range of levels: read, sample,
// gather) and writeonly_texture_view (deprecated in AMP 1.2, still part
// of it).
#ifndef AMP2HIP_DETAIL_TEXTURE_VIEWS_H
#define AMP2HIP_DETAIL_TEXTURE_VIEWS_H

#include "amp2hip/detail/texture_class.h"

namespace concurrency {
namespace graphics {

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

} // namespace graphics
} // namespace concurrency

#endif // AMP2HIP_DETAIL_TEXTURE_VIEWS_H
