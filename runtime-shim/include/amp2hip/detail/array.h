// concurrency::array<T, N> (AMP 1.2): storage on an accelerator.
//
// The device copy is the real one. Unlike AMP, which throws when host code
// indexes an array on a GPU accelerator, host access is allowed: the data is
// brought back on demand and written-to host data goes back before the next
// kernel, like an array_view (the same detail::buffer). Staging arrays
// (extent, cpu view, associated view) are plain arrays.
#ifndef AMP2HIP_DETAIL_ARRAY_H
#define AMP2HIP_DETAIL_ARRAY_H

#include "amp2hip/detail/array_view.h"

#include <iterator>
#include <map>
#include <mutex>
#include <vector>

namespace amp2hip {
namespace detail {

// The accelerator_view of every live array, by its storage, so that a view
// over an array reports it as its source (get_source_accelerator_view).
struct array_view_registry {
  std::mutex mutex;
  std::map<const buffer *, concurrency::accelerator_view> views;
};
inline array_view_registry &array_views() {
  static array_view_registry *r = new array_view_registry; // never destroyed
  return *r;
}
inline concurrency::accelerator_view array_source_view(const buffer *b) {
  auto &reg = array_views();
  std::lock_guard<std::mutex> lock(reg.mutex);
  auto it = reg.views.find(b);
  if (it != reg.views.end())
    return it->second;
  return concurrency::accelerator().get_default_view(); // the array is gone
}

// Iterators whose elements are known to be contiguous T (copied in one go).
template <typename It, typename T>
struct is_contiguous_iterator
    : std::integral_constant<
          bool, std::is_same<It, T *>::value || std::is_same<It, const T *>::value ||
                    std::is_same<It, typename std::vector<T>::iterator>::value ||
                    std::is_same<It, typename std::vector<T>::const_iterator>::value> {};

// Input iterators, as opposed to the accelerator_view arguments that share
// the constructors' argument positions.
template <typename It>
using enable_if_iterator_t = typename std::enable_if<
    !std::is_convertible<It, concurrency::accelerator_view>::value &&
        !std::is_integral<It>::value &&
        !std::is_void<typename std::iterator_traits<It>::value_type>::value,
    int>::type;

} // namespace detail
} // namespace amp2hip

namespace concurrency {

template <typename T, int N = 1> class array {
  static_assert(N >= 1, "array rank must be at least 1");
  static_assert(!std::is_const<T>::value, "array elements cannot be const");
  template <typename, int> friend class array_view;
  template <typename, int> friend class array;
  typedef concurrency::accelerator_view av_type;
  typedef concurrency::extent<N> extent_type;

public:
  static constexpr int rank = N;
  typedef T value_type;

  // Properties.
  concurrency::extent<N> extent;
  concurrency::accelerator_view accelerator_view;
  concurrency::accelerator_view associated_accelerator_view;
  access_type cpu_access_type;

  // --- construction ----------------------------------------------------------

  explicit array(const extent_type &ext) : array(ext, default_av()) {}
  array(const extent_type &ext, av_type av,
        access_type cpu_access = access_type_auto)
      : extent(ext), accelerator_view(av), associated_accelerator_view(av),
        cpu_access_type(cpu_access) {
    allocate();
  }
  // Staging arrays: plain arrays here.
  array(const extent_type &ext, av_type av, av_type associated_av)
      : extent(ext), accelerator_view(av),
        associated_accelerator_view(associated_av),
        cpu_access_type(access_type_read_write) {
    allocate();
  }

  // From host data: [first, last) (checked) or from first.
  template <typename It, amp2hip::detail::enable_if_iterator_t<It> = 0>
  array(const extent_type &ext, It first, It last)
      : array(ext, first, last, default_av()) {}
  template <typename It, amp2hip::detail::enable_if_iterator_t<It> = 0>
  array(const extent_type &ext, It first) : array(ext, first, default_av()) {}
  template <typename It, amp2hip::detail::enable_if_iterator_t<It> = 0>
  array(const extent_type &ext, It first, It last, av_type av,
        access_type cpu_access = access_type_auto)
      : array(ext, av, cpu_access) {
    fill(first, last, true);
  }
  template <typename It, amp2hip::detail::enable_if_iterator_t<It> = 0>
  array(const extent_type &ext, It first, av_type av,
        access_type cpu_access = access_type_auto)
      : array(ext, av, cpu_access) {
    fill(first, first, false);
  }
  template <typename It, amp2hip::detail::enable_if_iterator_t<It> = 0>
  array(const extent_type &ext, It first, It last, av_type av,
        av_type associated_av)
      : array(ext, av, associated_av) {
    fill(first, last, true);
  }
  template <typename It, amp2hip::detail::enable_if_iterator_t<It> = 0>
  array(const extent_type &ext, It first, av_type av, av_type associated_av)
      : array(ext, av, associated_av) {
    fill(first, first, false);
  }

  // Every constructor above with the extent given as R ints (ranks 1 to 3).
#define AMP2HIP_ARRAY_CTORS_BY_INTS(R, EXT, ...)                                 \
  template <int M = N, typename std::enable_if<M == R, int>::type = 0>           \
  explicit array(__VA_ARGS__) : array(EXT) {}                                    \
  template <int M = N, typename std::enable_if<M == R, int>::type = 0>           \
  array(__VA_ARGS__, av_type av, access_type cpu_access = access_type_auto)      \
      : array(EXT, av, cpu_access) {}                                            \
  template <int M = N, typename std::enable_if<M == R, int>::type = 0>           \
  array(__VA_ARGS__, av_type av, av_type associated_av)                          \
      : array(EXT, av, associated_av) {}                                         \
  template <typename It, int M = N,                                              \
            typename std::enable_if<M == R, int>::type = 0,                      \
            amp2hip::detail::enable_if_iterator_t<It> = 0>                       \
  array(__VA_ARGS__, It first, It last) : array(EXT, first, last) {}             \
  template <typename It, int M = N,                                              \
            typename std::enable_if<M == R, int>::type = 0,                      \
            amp2hip::detail::enable_if_iterator_t<It> = 0>                       \
  array(__VA_ARGS__, It first) : array(EXT, first) {}                            \
  template <typename It, int M = N,                                              \
            typename std::enable_if<M == R, int>::type = 0,                      \
            amp2hip::detail::enable_if_iterator_t<It> = 0>                       \
  array(__VA_ARGS__, It first, It last, av_type av,                              \
        access_type cpu_access = access_type_auto)                               \
      : array(EXT, first, last, av, cpu_access) {}                               \
  template <typename It, int M = N,                                              \
            typename std::enable_if<M == R, int>::type = 0,                      \
            amp2hip::detail::enable_if_iterator_t<It> = 0>                       \
  array(__VA_ARGS__, It first, av_type av,                                       \
        access_type cpu_access = access_type_auto)                               \
      : array(EXT, first, av, cpu_access) {}                                     \
  template <typename It, int M = N,                                              \
            typename std::enable_if<M == R, int>::type = 0,                      \
            amp2hip::detail::enable_if_iterator_t<It> = 0>                       \
  array(__VA_ARGS__, It first, It last, av_type av, av_type associated_av)       \
      : array(EXT, first, last, av, associated_av) {}                            \
  template <typename It, int M = N,                                              \
            typename std::enable_if<M == R, int>::type = 0,                      \
            amp2hip::detail::enable_if_iterator_t<It> = 0>                       \
  array(__VA_ARGS__, It first, av_type av, av_type associated_av)                \
      : array(EXT, first, av, associated_av) {}
  AMP2HIP_ARRAY_CTORS_BY_INTS(1, extent_type(e0), int e0)
  AMP2HIP_ARRAY_CTORS_BY_INTS(2, extent_type(e0, e1), int e0, int e1)
  AMP2HIP_ARRAY_CTORS_BY_INTS(3, extent_type(e0, e1, e2), int e0, int e1, int e2)
#undef AMP2HIP_ARRAY_CTORS_BY_INTS

  // From a view's data (defined in detail/copy.h).
  explicit array(const array_view<const T, N> &src);
  array(const array_view<const T, N> &src, av_type av,
        access_type cpu_access = access_type_auto);
  array(const array_view<const T, N> &src, av_type av, av_type associated_av);
  explicit array(const array_view<T, N> &src)
      : array(array_view<const T, N>(src)) {}

  // Deep copy, on the source's accelerator_view.
  array(const array &other)
      : extent(other.extent), accelerator_view(other.accelerator_view),
        associated_accelerator_view(other.associated_accelerator_view),
        cpu_access_type(other.cpu_access_type) {
    allocate();
    copy_from(other);
  }
  array(array &&other) noexcept
      : extent(other.extent), accelerator_view(other.accelerator_view),
        associated_accelerator_view(other.associated_accelerator_view),
        cpu_access_type(other.cpu_access_type), state_(other.state_),
        device_(other.device_) {
    other.state_ = nullptr;
    other.device_ = nullptr;
  }
  array &operator=(const array &other) {
    if (this != &other) {
      if (extent != other.extent) {
        array tmp(other);
        *this = std::move(tmp);
      } else {
        copy_from(other);
      }
    }
    return *this;
  }
  array &operator=(array &&other) noexcept {
    if (this != &other) {
      if (state_) {
        forget_view();
        state_->release();
      }
      extent = other.extent;
      accelerator_view = other.accelerator_view;
      associated_accelerator_view = other.associated_accelerator_view;
      cpu_access_type = other.cpu_access_type;
      state_ = other.state_;
      device_ = other.device_;
      other.state_ = nullptr;
      other.device_ = nullptr;
    }
    return *this;
  }
  array &operator=(const array_view<const T, N> &src); // detail/copy.h

  ~array() {
    if (state_) {
      forget_view();
      state_->release();
    }
  }

  // --- element access --------------------------------------------------------

  AMP2HIP_HD T &operator[](const index<N> &idx) { return ptr(true)[linear(idx)]; }
  AMP2HIP_HD const T &operator[](const index<N> &idx) const {
    return ptr(false)[linear(idx)];
  }
  AMP2HIP_HD T &operator()(const index<N> &idx) { return (*this)[idx]; }
  AMP2HIP_HD const T &operator()(const index<N> &idx) const { return (*this)[idx]; }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD T &operator()(int i0, int i1) {
    return (*this)[index<2>(i0, i1)];
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD const T &operator()(int i0, int i1) const {
    return (*this)[index<2>(i0, i1)];
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) {
    return (*this)[index<3>(i0, i1, i2)];
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD const T &operator()(int i0, int i1, int i2) const {
    return (*this)[index<3>(i0, i1, i2)];
  }

  // Rank 1: the element; higher ranks: a view of the rank N-1 slice.
  typedef typename std::conditional<N == 1, T &, array_view<T, (N > 1 ? N - 1 : 1)>>::type
      projection_type;
  typedef typename std::conditional<N == 1, const T &,
                                    array_view<const T, (N > 1 ? N - 1 : 1)>>::type
      const_projection_type;
  AMP2HIP_HD projection_type operator[](int i) {
    if constexpr (N == 1)
      return ptr(true)[i];
    else
      return whole()[i];
  }
  AMP2HIP_HD const_projection_type operator[](int i) const {
    if constexpr (N == 1)
      return ptr(false)[i];
    else
      return whole()[i];
  }
  AMP2HIP_HD projection_type operator()(int i) { return (*this)[i]; }
  AMP2HIP_HD const_projection_type operator()(int i) const { return (*this)[i]; }

  // --- views -----------------------------------------------------------------

  AMP2HIP_HD array_view<T, N> section(const index<N> &origin, const extent_type &ext) {
    return whole().section(origin, ext);
  }
  AMP2HIP_HD array_view<const T, N> section(const index<N> &origin,
                                 const extent_type &ext) const {
    return whole().section(origin, ext);
  }
  AMP2HIP_HD array_view<T, N> section(const index<N> &origin) {
    return whole().section(origin);
  }
  AMP2HIP_HD array_view<const T, N> section(const index<N> &origin) const {
    return whole().section(origin);
  }
  AMP2HIP_HD array_view<T, N> section(const extent_type &ext) {
    return whole().section(ext);
  }
  AMP2HIP_HD array_view<const T, N> section(const extent_type &ext) const {
    return whole().section(ext);
  }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD array_view<T, 1> section(int i0, int e0) {
    return section(index<1>(i0), extent_type(e0));
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD array_view<T, 2> section(int i0, int i1, int e0, int e1) {
    return section(index<2>(i0, i1), extent_type(e0, e1));
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD array_view<T, 3> section(int i0, int i1, int i2, int e0, int e1, int e2) {
    return section(index<3>(i0, i1, i2), extent_type(e0, e1, e2));
  }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD array_view<const T, 1> section(int i0, int e0) const {
    return section(index<1>(i0), extent_type(e0));
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD array_view<const T, 2> section(int i0, int i1, int e0, int e1) const {
    return section(index<2>(i0, i1), extent_type(e0, e1));
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD array_view<const T, 3> section(int i0, int i1, int i2, int e0, int e1,
                                 int e2) const {
    return section(index<3>(i0, i1, i2), extent_type(e0, e1, e2));
  }
  template <int K> AMP2HIP_HD array_view<T, K> view_as(const concurrency::extent<K> &ext) {
    return whole().view_as(ext);
  }
  template <int K>
  AMP2HIP_HD array_view<const T, K> view_as(const concurrency::extent<K> &ext) const {
    return whole().view_as(ext);
  }
  template <typename U> AMP2HIP_HD array_view<U, 1> reinterpret_as() {
    return array_view<T, 1>(flat()).template reinterpret_as<U>();
  }
  template <typename U> AMP2HIP_HD array_view<const U, 1> reinterpret_as() const {
    return array_view<const T, 1>(flat()).template reinterpret_as<U>();
  }

  // --- misc ------------------------------------------------------------------

  AMP2HIP_HD T *data() { return ptr(true); }
  AMP2HIP_HD const T *data() const { return ptr(false); }

  AMP2HIP_HD extent_type get_extent() const { return extent; }
  av_type get_accelerator_view() const { return accelerator_view; }
  av_type get_associated_accelerator_view() const {
    return associated_accelerator_view;
  }
  access_type get_cpu_access_type() const { return cpu_access_type; }

  // Defined in detail/copy.h.
  void copy_to(array &dest) const;
  void copy_to(const array_view<T, N> &dest) const;

  operator std::vector<T>() const {
    std::vector<T> v(extent.size());
    read_contents(v.data());
    return v;
  }

  // Shim internals (used by copy()): copies the contents into `out`, from
  // the device straight where it holds them, and leaves the array's host
  // copy as it was (one pass over the bytes, not a refresh and a copy).
  void read_contents(T *out) const {
    if (extent.size() != 0)
      state_->read_current(0, static_cast<std::size_t>(extent.size()) * sizeof(T),
                           reinterpret_cast<char *>(out));
  }

  // Shim internals (used by copy()): device storage to read from, or to
  // overwrite completely.
  const char *device_for_read() const { return state_->device_ptr(false); }
  char *device_for_overwrite() {
    state_->discard();
    return state_->device_ptr(true);
  }
  template <typename It> void assign_from_host(It first, It last, bool bounded) {
    fill(first, last, bounded);
  }

private:
  static av_type default_av() { return accelerator().get_default_view(); }

  void allocate() {
    if (cpu_access_type == access_type_auto) // the accelerator's default
      cpu_access_type =
          amp2hip::detail::use_cpu_access(accelerator_view.accelerator.info());
    const int dev = accelerator_view.accelerator.hip_device();
    state_ = amp2hip::detail::buffer::make_array(
        static_cast<std::size_t>(extent.size()) * sizeof(T), dev);
    device_ = reinterpret_cast<T *>(state_->raw_device());
    auto &reg = amp2hip::detail::array_views();
    std::lock_guard<std::mutex> lock(reg.mutex);
    reg.views.insert_or_assign(state_, accelerator_view);
  }
  void forget_view() {
    auto &reg = amp2hip::detail::array_views();
    std::lock_guard<std::mutex> lock(reg.mutex);
    reg.views.erase(state_);
  }

  // Copies `other`'s contents device to device (no host traffic unless its
  // host copy is the newer one).
  void copy_from(const array &other) {
    const std::size_t bytes = static_cast<std::size_t>(extent.size()) * sizeof(T);
    if (bytes == 0)
      return;
    const char *src = other.state_->device_ptr(false);
    state_->discard();
    char *dst = state_->device_ptr(true);
    amp2hip::detail::check(hipMemcpy(dst, src, bytes, hipMemcpyDeviceToDevice),
                           "hipMemcpy");
  }

  // Fills from host data: the whole extent from [first, last) (checked) or
  // from first (unchecked length).
  template <typename It> void fill(It first, It last, bool bounded) {
    const std::size_t n = extent.size();
    if (bounded &&
        static_cast<std::size_t>(std::distance(first, last)) < n)
      throw runtime_exception("array: the source range is smaller than the extent",
                              amp2hip::e_invalidarg);
    if (n == 0)
      return;
    state_->discard();
    char *dst = state_->device_ptr(true);
    if constexpr (amp2hip::detail::is_contiguous_iterator<It, T>::value) {
      amp2hip::detail::copy_to_device(dst, &*first, n * sizeof(T), "array construction");
    } else {
      std::vector<T> tmp;
      tmp.reserve(n);
      for (std::size_t i = 0; i < n; ++i, ++first)
        tmp.push_back(*first);
      amp2hip::detail::copy_to_device(dst, tmp.data(), n * sizeof(T),
                                      "array construction");
    }
  }

  AMP2HIP_HD T *ptr(bool write) const {
#if defined(AMP2HIP_DEVICE_PASS)
    (void)write;
    return device_;
#else
    // Inside an emulated kernel (host backend), an array captured by
    // reference is used in place on the "device".
    if (amp2hip::detail::emulated_kernel_depth() > 0)
      return device_;
#if defined(AMP2HIP_BACKEND_HOST)
    amp2hip::detail::refuse_host_object_in_kernel("array: a kernel uses an array object");
#endif
    return reinterpret_cast<T *>(state_->host_ptr(write));
#endif
  }

  AMP2HIP_HD int linear(const index<N> &idx) const {
    int l = idx[0];
    for (int i = 1; i < N; ++i)
      l = l * extent[i] + idx[i];
    return l;
  }

  // A view of the whole array: of its device storage in amp code and inside
  // a kernel emulated on the host (emulate mode, where kernels use arrays
  // directly), else one sharing its buffer (see the array_view constructor).
  AMP2HIP_HD array_view<T, N> whole() { return array_view<T, N>(*this); }
  AMP2HIP_HD array_view<const T, N> whole() const {
    return array_view<const T, N>(*this);
  }

  AMP2HIP_HD array_view<T, 1> flat() const {
    return array_view<T, N>(const_cast<array &>(*this))
        .view_as(concurrency::extent<1>(static_cast<int>(extent.size())));
  }

  amp2hip::detail::buffer *state_ = nullptr;
  T *device_ = nullptr;
};

// In amp code (and in a kernel the host backend emulates) a view of the
// array's device storage; on the host one that shares its buffer.
template <typename T, int N>
AMP2HIP_HD void array_view<T, N>::view_array(const array<nc_type, N> &src) {
  init_strides();
#if !defined(AMP2HIP_DEVICE_PASS)
  if (amp2hip::detail::emulated_kernel_depth() == 0) {
    state_ = src.state_;
    state_->retain();
    return;
  }
#endif
  data_ = src.device_;
}

template <typename T, int N>
template <typename U, typename std::enable_if<!std::is_const<U>::value, int>::type>
AMP2HIP_HD array_view<T, N>::array_view(array<nc_type, N> &src) : extent(src.extent) {
  view_array(src);
}

template <typename T, int N>
template <typename U, typename std::enable_if<std::is_const<U>::value, int>::type>
AMP2HIP_HD array_view<T, N>::array_view(const array<nc_type, N> &src) : extent(src.extent) {
  view_array(src);
}

} // namespace concurrency

#endif // AMP2HIP_DETAIL_ARRAY_H
