// concurrency::copy and copy_async (AMP 1.2) between host data, arrays and
// array_views, with the fewest transfers the coherence state allows.
#ifndef AMP2HIP_DETAIL_COPY_H
#define AMP2HIP_DETAIL_COPY_H

#include "amp2hip/detail/array.h"

#include <algorithm>
#include <functional>
#include <future>
#include <tuple>

namespace amp2hip {
namespace detail {

template <typename X> struct is_amp_container : std::false_type {};
template <typename T, int N>
struct is_amp_container<concurrency::array<T, N>> : std::true_type {};
template <typename T, int N>
struct is_amp_container<concurrency::array_view<T, N>> : std::true_type {};

template <typename It>
using enable_if_host_iterator_t = typename std::enable_if<
    !is_amp_container<typename std::decay<It>::type>::value, int>::type;

// Calls fn(element offset of the row in the view's buffer, row length) for
// each row (innermost dimension) of v, in row-major order.
template <typename T, int N, typename Fn>
void for_each_row(const concurrency::array_view<T, N> &v, Fn fn) {
  const int len = v.extent[N - 1];
  if (v.extent.size() == 0)
    return;
  if (view_access::contiguous(v)) {
    fn(static_cast<std::size_t>(view_access::offset(v)),
       static_cast<std::size_t>(v.extent.size()));
    return;
  }
  concurrency::index<N> idx;
  for (;;) {
    fn(static_cast<std::size_t>(view_access::linear(v, idx)),
       static_cast<std::size_t>(len));
    int d = N - 2;
    for (; d >= 0; --d) {
      if (++idx[d] < v.extent[d])
        break;
      idx[d] = 0;
    }
    if (d < 0)
      return;
  }
}

template <typename T, int N>
void check_same_size(const concurrency::extent<N> &a, std::size_t n) {
  if (static_cast<std::size_t>(a.size()) != n)
    throw concurrency::runtime_exception("copy: source and destination differ in size",
                                         e_invalidarg);
}

// Host-side element copies between a view and contiguous host memory.
// Reading a view reads its current data wherever it is and leaves the view
// as it was: its host data (the user's container) is not brought up to date
// and the accelerator's copy stays valid.
template <typename T, int N>
void view_to_host(const concurrency::array_view<T, N> &src,
                  typename std::remove_const<T>::type *dst) {
  typedef typename std::remove_const<T>::type V;
  if (src.extent.size() == 0)
    return;
  const std::size_t first = static_cast<std::size_t>(view_access::offset(src));
  if (view_access::contiguous(src)) { // one pass, no staging
    view_access::state(src)->read_current(first * sizeof(T), src.extent.size() * sizeof(T),
                                          reinterpret_cast<char *>(dst));
    return;
  }
  std::size_t end = first;
  for_each_row(src, [&](std::size_t off, std::size_t len) { end = std::max(end, off + len); });
  std::vector<V> span(end - first);
  view_access::state(src)->read_current(first * sizeof(T), span.size() * sizeof(T),
                                        reinterpret_cast<char *>(span.data()));
  for_each_row(src, [&](std::size_t off, std::size_t len) {
    std::copy(span.data() + (off - first), span.data() + (off - first) + len, dst);
    dst += len;
  });
}
template <typename T, int N>
void host_to_view(const T *src, const concurrency::array_view<T, N> &dst) {
  T *base = reinterpret_cast<T *>(view_access::state(dst)->host_ptr(true));
  for_each_row(dst, [&](std::size_t off, std::size_t len) {
    std::copy(src, src + len, base + off);
    src += len;
  });
}

} // namespace detail
} // namespace amp2hip

namespace concurrency {

// array -> array: device to device.
template <typename T, int N> void copy(const array<T, N> &src, array<T, N> &dest) {
  amp2hip::detail::check_same_size<T>(dest.extent, src.extent.size());
  dest = src;
}

// host range -> array.
template <typename It, typename T, int N,
          amp2hip::detail::enable_if_host_iterator_t<It> = 0>
void copy(It first, It last, array<T, N> &dest) {
  const std::size_t n = static_cast<std::size_t>(std::distance(first, last));
  if (n < dest.extent.size())
    throw runtime_exception("copy: the source range is smaller than the array",
                            amp2hip::e_invalidarg);
  dest.assign_from_host(first, last, true);
}
template <typename It, typename T, int N,
          amp2hip::detail::enable_if_host_iterator_t<It> = 0>
void copy(It first, array<T, N> &dest) {
  dest.assign_from_host(first, first, false);
}

// array -> host.
template <typename OutIt, typename T, int N,
          amp2hip::detail::enable_if_host_iterator_t<OutIt> = 0>
void copy(const array<T, N> &src, OutIt dest) {
  if constexpr (amp2hip::detail::is_contiguous_iterator<OutIt, T>::value) {
    if (src.extent.size() != 0)
      src.read_contents(&*dest);
  } else {
    const T *p = src.data(); // brings the data back if needed
    std::copy(p, p + src.extent.size(), dest);
  }
}

// view -> host: reads the view, and leaves its own host data alone.
template <typename OutIt, typename T, int N,
          amp2hip::detail::enable_if_host_iterator_t<OutIt> = 0>
void copy(const array_view<T, N> &src, OutIt dest) {
  typedef typename std::remove_const<T>::type V;
  if constexpr (amp2hip::detail::is_contiguous_iterator<OutIt, V>::value) {
    if (src.extent.size() != 0)
      amp2hip::detail::view_to_host(src, &*dest);
  } else {
    std::vector<V> tmp(src.extent.size());
    amp2hip::detail::view_to_host(src, tmp.data());
    std::copy(tmp.begin(), tmp.end(), dest);
  }
}

// host range -> view.
template <typename It, typename T, int N,
          amp2hip::detail::enable_if_host_iterator_t<It> = 0>
void copy(It first, It last, const array_view<T, N> &dest) {
  static_assert(!std::is_const<T>::value, "cannot copy into a read-only array_view");
  std::vector<T> tmp(first, last);
  if (tmp.size() < dest.extent.size())
    throw runtime_exception("copy: the source range is smaller than the view",
                            amp2hip::e_invalidarg);
  amp2hip::detail::host_to_view(tmp.data(), dest);
}
template <typename It, typename T, int N,
          amp2hip::detail::enable_if_host_iterator_t<It> = 0>
void copy(It first, const array_view<T, N> &dest) {
  static_assert(!std::is_const<T>::value, "cannot copy into a read-only array_view");
  std::vector<T> tmp;
  tmp.reserve(dest.extent.size());
  for (std::size_t i = 0; i < dest.extent.size(); ++i, ++first)
    tmp.push_back(*first);
  amp2hip::detail::host_to_view(tmp.data(), dest);
}

// view -> array: device to device when the view's device copy is current.
template <typename T, int N>
void copy(const array_view<const T, N> &src, array<T, N> &dest) {
  using namespace amp2hip::detail;
  check_same_size<T>(dest.extent, src.extent.size());
  buffer *b = view_access::state(src);
  const std::size_t bytes = static_cast<std::size_t>(src.extent.size()) * sizeof(T);
  if (bytes == 0)
    return;
  if (b && b->device_valid() && view_access::contiguous(src)) {
    const char *s = b->device_ptr(false) +
                    static_cast<std::size_t>(view_access::offset(src)) * sizeof(T);
    check(hipMemcpy(dest.device_for_overwrite(), s, bytes, hipMemcpyDeviceToDevice),
          "hipMemcpy");
    return;
  }
  std::vector<T> tmp(src.extent.size());
  view_to_host(src, tmp.data());
  copy(tmp.begin(), tmp.end(), dest);
}
template <typename T, int N>
void copy(const array_view<T, N> &src, array<T, N> &dest) {
  copy(array_view<const T, N>(src), dest);
}

// array -> view.
template <typename T, int N>
void copy(const array<T, N> &src, const array_view<T, N> &dest) {
  using namespace amp2hip::detail;
  check_same_size<T>(dest.extent, src.extent.size());
  buffer *b = view_access::state(dest);
  const std::size_t bytes = static_cast<std::size_t>(src.extent.size()) * sizeof(T);
  if (bytes == 0)
    return;
  if (b && b->device_valid() && !b->host_valid() &&
      view_access::contiguous(dest)) {
    // The view's current data lives on the device: stay there.
    char *d = b->device_ptr(true) +
              static_cast<std::size_t>(view_access::offset(dest)) * sizeof(T);
    check(hipMemcpy(d, src.device_for_read(), bytes, hipMemcpyDeviceToDevice),
          "hipMemcpy");
    return;
  }
  std::vector<T> tmp(src.extent.size());
  copy(src, tmp.begin());
  host_to_view(tmp.data(), dest);
}

// view -> view, through the host.
template <typename T, int N>
void copy(const array_view<const T, N> &src, const array_view<T, N> &dest) {
  amp2hip::detail::check_same_size<T>(dest.extent, src.extent.size());
  std::vector<T> tmp(src.extent.size());
  amp2hip::detail::view_to_host(src, tmp.data());
  amp2hip::detail::host_to_view(tmp.data(), dest);
}
template <typename T, int N>
void copy(const array_view<T, N> &src, const array_view<T, N> &dest) {
  copy(array_view<const T, N>(src), dest);
}

} // namespace concurrency

namespace amp2hip {
namespace detail {
// How copy_async keeps an argument until its copy runs on another thread:
// arrays by reference (AMP requires them to outlive the operation; copying
// one would be a deep copy), everything else (views, which hold a reference
// on their data, and iterators) by value.
template <typename A, bool IsArray = false> struct async_arg {
  typedef typename std::decay<A>::type type;
  static type keep(A &&a) { return type(std::forward<A>(a)); }
};
template <typename A> struct async_arg<A, true> {
  typedef std::reference_wrapper<typename std::remove_reference<A>::type> type;
  static type keep(A &&a) { return type(a); }
};
template <typename X> X &async_use(X &x) { return x; }
template <typename X> X &async_use(std::reference_wrapper<X> &r) { return r.get(); }
template <typename X> struct is_array_type : std::false_type {};
template <typename T, int N>
struct is_array_type<concurrency::array<T, N>> : std::true_type {};
template <typename A>
using async_arg_t = async_arg<A, is_array_type<typename std::decay<A>::type>::value>;
// Textures (detail/texture.h specializes this) have their own copy_async in
// concurrency::graphics; this one must not compete with it.
template <typename X> struct is_texture_type : std::false_type {};
template <typename... A> struct any_texture : std::false_type {};
template <typename A, typename... R>
struct any_texture<A, R...>
    : std::integral_constant<bool, is_texture_type<typename std::decay<A>::type>::value ||
                                       any_texture<R...>::value> {};
} // namespace detail
} // namespace amp2hip

namespace concurrency {

// The asynchronous forms run the copy on another thread, so the caller's
// host work overlaps it; the future's get() rethrows what the copy threw.
template <typename... Args,
          typename std::enable_if<!amp2hip::detail::any_texture<Args...>::value, int>::type = 0>
completion_future copy_async(Args &&...args) {
  auto kept = std::make_tuple(
      amp2hip::detail::async_arg_t<Args>::keep(std::forward<Args>(args))...);
  std::future<void> f = std::async(std::launch::async, [kept]() mutable {
    std::apply(
        [](auto &...a) {
          concurrency::copy(amp2hip::detail::async_use(a)...);
        },
        kept);
  });
  return completion_future(f.share());
}

// Member functions declared in array_view.h and array.h.
template <typename T, int N>
void array_view<T, N>::copy_to(array<nc_type, N> &dest) const {
  concurrency::copy(*this, dest);
}
template <typename T, int N>
void array_view<T, N>::copy_to(const array_view<nc_type, N> &dest) const {
  concurrency::copy(*this, dest);
}
template <typename T, int N> void array<T, N>::copy_to(array &dest) const {
  concurrency::copy(*this, dest);
}
template <typename T, int N>
void array<T, N>::copy_to(const array_view<T, N> &dest) const {
  concurrency::copy(*this, dest);
}

template <typename T, int N>
array<T, N>::array(const array_view<const T, N> &src)
    : array(src.extent, accelerator().get_default_view()) {
  concurrency::copy(src, *this);
}
template <typename T, int N>
array<T, N>::array(const array_view<const T, N> &src, av_type av,
                   access_type cpu_access)
    : array(src.extent, av, cpu_access) {
  concurrency::copy(src, *this);
}
template <typename T, int N>
array<T, N>::array(const array_view<const T, N> &src, av_type av,
                   av_type associated_av)
    : array(src.extent, av, associated_av) {
  concurrency::copy(src, *this);
}
template <typename T, int N>
array<T, N> &array<T, N>::operator=(const array_view<const T, N> &src) {
  concurrency::copy(src, *this);
  return *this;
}

} // namespace concurrency

#endif // AMP2HIP_DETAIL_COPY_H
