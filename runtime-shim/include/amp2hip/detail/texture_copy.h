// What needs both a texture and its views: texture members defined once
// texture_view is complete, the texture overloads of copy and copy_async
// (raw memory, host iterators, views, other textures), and to_device, the
// kernel's copy of a texture captured by reference.
#ifndef AMP2HIP_DETAIL_TEXTURE_COPY_H
#define AMP2HIP_DETAIL_TEXTURE_COPY_H

#include "amp2hip/detail/texture_views.h"

namespace concurrency {
namespace graphics {

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

#endif // AMP2HIP_DETAIL_TEXTURE_COPY_H
