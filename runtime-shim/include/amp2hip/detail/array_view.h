// concurrency::array_view<T, N> and array_view<const T, N> (AMP 1.2).
//
// A view is cheap to copy into a kernel: the element pointer, the coherence
// state, the extent, the row strides and an offset. Host copies hold a
// reference on a detail::buffer (coherence state) and reach elements through
// it, so that every host access sees current data. Kernel copies, made by
// amp2hip::to_device, have no buffer (state_ == nullptr) and a device
// pointer in data_; they are what runs on the device, or, under the host
// backend, inside an emulated kernel.
#ifndef AMP2HIP_DETAIL_ARRAY_VIEW_H
#define AMP2HIP_DETAIL_ARRAY_VIEW_H

#include "amp2hip/detail/array_view_support.h"
#include "amp2hip/detail/accelerator.h"
#include "amp2hip/detail/buffer.h"
#include "amp2hip/detail/tiled.h"

#include <string>
#include <type_traits>
#include <utility>

namespace concurrency {

template <typename T, int N = 1> class array_view {
  static_assert(N >= 1, "array_view rank must be at least 1");
  typedef typename std::remove_const<T>::type nc_type;
  static constexpr bool read_only = std::is_const<T>::value;
  static constexpr int NS = N > 1 ? N - 1 : 1; // stored strides

  template <typename, int> friend class array_view;
  template <typename, int> friend class array;
  friend struct amp2hip::detail::view_access;

public:
  static constexpr int rank = N;
  typedef T value_type;

  // Property: where the data source lives (host only). It must stay the
  // first member: it finds the view at its own address.
  amp2hip::detail::source_view_property<array_view> source_accelerator_view;

  // Property: the view's shape.
  concurrency::extent<N> extent;

  // --- construction over a data source ---------------------------------------

  template <typename Container, amp2hip::detail::enable_if_container_t<Container, T, true> = 0>
  array_view(const concurrency::extent<N> &ext, Container &&src) : extent(ext) {
    if (static_cast<std::size_t>(src.size()) < ext.size())
      throw runtime_exception("array_view: the container is smaller than the extent",
                              amp2hip::e_invalidarg);
    attach(const_cast<nc_type *>(static_cast<T *>(src.data())));
  }
  // Over a pointer: on the host, a data source like a container; in amp
  // code (and in a kernel the host backend emulates), a view of that memory.
  AMP2HIP_HD array_view(const concurrency::extent<N> &ext, T *src) : extent(ext) {
    init_strides();
#if !defined(AMP2HIP_DEVICE_PASS)
    if (amp2hip::detail::emulated_kernel_depth() == 0) {
      attach(const_cast<nc_type *>(src));
      return;
    }
#endif
    data_ = src;
  }
  // No data source: storage appears where the data is first used.
  explicit array_view(const concurrency::extent<N> &ext) : extent(ext) {
    init_strides();
    state_ = amp2hip::detail::buffer::make_owned(bytes_of(ext));
  }

  template <typename Container, int M = N,
            amp2hip::detail::enable_if_container_t<Container, T, M == 1> = 0>
  array_view(int e0, Container &&src)
      : array_view(concurrency::extent<N>(e0), std::forward<Container>(src)) {}
  template <typename Container, int M = N,
            amp2hip::detail::enable_if_container_t<Container, T, M == 2> = 0>
  array_view(int e0, int e1, Container &&src)
      : array_view(concurrency::extent<N>(e0, e1), std::forward<Container>(src)) {}
  template <typename Container, int M = N,
            amp2hip::detail::enable_if_container_t<Container, T, M == 3> = 0>
  array_view(int e0, int e1, int e2, Container &&src)
      : array_view(concurrency::extent<N>(e0, e1, e2),
                   std::forward<Container>(src)) {}

  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD array_view(int e0, T *src)
      : array_view(concurrency::extent<N>(e0), src) {}
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD array_view(int e0, int e1, T *src)
      : array_view(concurrency::extent<N>(e0, e1), src) {}
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD array_view(int e0, int e1, int e2, T *src)
      : array_view(concurrency::extent<N>(e0, e1, e2), src) {}

  // Rank 1: over a whole container, or a C array.
  template <typename Container, int M = N,
            amp2hip::detail::enable_if_container_t<Container, T, M == 1> = 0>
  explicit array_view(Container &&src)
      : array_view(concurrency::extent<N>(static_cast<int>(src.size())),
                   std::forward<Container>(src)) {}
  template <int Size, int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD explicit array_view(T (&src)[Size])
      : array_view(concurrency::extent<N>(Size), static_cast<T *>(src)) {}

  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  explicit array_view(int e0) : array_view(concurrency::extent<N>(e0)) {}
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  array_view(int e0, int e1) : array_view(concurrency::extent<N>(e0, e1)) {}
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  array_view(int e0, int e1, int e2)
      : array_view(concurrency::extent<N>(e0, e1, e2)) {}

  // Over an array's storage (defined in detail/array.h).
  template <typename U = T,
            typename std::enable_if<!std::is_const<U>::value, int>::type = 0>
  AMP2HIP_HD array_view(array<nc_type, N> &src);
  template <typename U = T,
            typename std::enable_if<std::is_const<U>::value, int>::type = 0>
  AMP2HIP_HD array_view(const array<nc_type, N> &src);

  // --- copying ---------------------------------------------------------------

  AMP2HIP_HD array_view(const array_view &other)
      : extent(other.extent), data_(other.data_), state_(other.state_),
        offset_(other.offset_) {
    for (int i = 0; i < NS; ++i)
      stride_[i] = other.stride_[i];
    after_copy();
  }

  // array_view<const T> from array_view<T>.
  template <typename U,
            typename std::enable_if<std::is_const<T>::value &&
                                        std::is_same<const U, T>::value,
                                    int>::type = 0>
  AMP2HIP_HD array_view(const array_view<U, N> &other)
      : extent(other.extent), data_(other.data_), state_(other.state_),
        offset_(other.offset_) {
    for (int i = 0; i < NS; ++i)
      stride_[i] = other.stride_[i];
    after_copy();
  }

  AMP2HIP_HD array_view &operator=(const array_view &other) {
    if (this != &other) {
#if !defined(AMP2HIP_DEVICE_PASS)
      if (other.state_)
        other.state_->retain();
      if (state_)
        state_->release();
#endif
      extent = other.extent;
      data_ = other.data_;
      state_ = other.state_;
      offset_ = other.offset_;
      for (int i = 0; i < NS; ++i)
        stride_[i] = other.stride_[i];
    }
    return *this;
  }

  AMP2HIP_HD ~array_view() {
#if !defined(AMP2HIP_DEVICE_PASS)
    if (state_)
      state_->release();
#endif
  }

  // --- element access --------------------------------------------------------

  AMP2HIP_HD T &operator[](const index<N> &idx) const {
    return first()[relative(idx)];
  }
  AMP2HIP_HD T &operator()(const index<N> &idx) const {
    return first()[relative(idx)];
  }
  AMP2HIP_HD T &get_ref(const index<N> &idx) const {
    return first()[relative(idx)];
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD T &operator()(int i0, int i1) const {
    return first()[i0 * stride_[0] + i1];
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD T &operator()(int i0, int i1, int i2) const {
    return first()[i0 * stride_[0] + i1 * stride_[1] + i2];
  }

  // Rank 1: the element; higher ranks: the rank N-1 view at i (projection).
  typedef typename std::conditional<N == 1, T &, array_view<T, (N > 1 ? N - 1 : 1)>>::type
      projection_type;
  AMP2HIP_HD projection_type operator[](int i) const { return project(i); }
  AMP2HIP_HD projection_type operator()(int i) const { return project(i); }

  // --- sections and reshaping ----------------------------------------------

  AMP2HIP_HD array_view section(const index<N> &origin,
                                const concurrency::extent<N> &ext) const {
#if !defined(AMP2HIP_DEVICE_PASS)
    for (int i = 0; i < N; ++i)
      if (origin[i] < 0 || ext[i] < 0 || origin[i] + ext[i] > extent[i])
        throw runtime_exception("array_view::section: out of bounds",
                                amp2hip::e_invalidarg);
#endif
    array_view r(*this);
    r.advance(relative(origin));
    r.extent = ext;
    return r;
  }
  AMP2HIP_HD array_view section(const index<N> &origin) const {
    concurrency::extent<N> ext(extent);
    for (int i = 0; i < N; ++i)
      ext[i] -= origin[i];
    return section(origin, ext);
  }
  AMP2HIP_HD array_view section(const concurrency::extent<N> &ext) const {
    return section(index<N>(), ext);
  }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD array_view section(int i0, int e0) const {
    return section(index<1>(i0), concurrency::extent<1>(e0));
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD array_view section(int i0, int i1, int e0, int e1) const {
    return section(index<2>(i0, i1), concurrency::extent<2>(e0, e1));
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD array_view section(int i0, int i1, int i2, int e0, int e1,
                                int e2) const {
    return section(index<3>(i0, i1, i2), concurrency::extent<3>(e0, e1, e2));
  }

  // The same elements, row-major, in another shape. The view must be
  // contiguous (not a strided section).
  template <int K>
  AMP2HIP_HD array_view<T, K> view_as(const concurrency::extent<K> &ext) const {
#if !defined(AMP2HIP_DEVICE_PASS)
    if (!contiguous() || ext.size() > extent.size())
      throw runtime_exception("array_view::view_as: incompatible extent",
                              amp2hip::e_invalidarg);
#endif
    array_view<T, K> r;
    r.extent = ext;
    r.data_ = data_;
    r.state_ = state_;
    r.offset_ = offset_;
    r.init_strides();
    r.after_copy();
    return r;
  }

  // The same bytes as elements of type U. AMP declares it for rank 1; the
  // translation also calls it on any rank, where an array<T, N>& parameter
  // of restrict(amp) code became a view of the whole (contiguous) array,
  // as array<T, N>::reinterpret_as has it.
  template <typename U>
  AMP2HIP_HD array_view<typename std::conditional<read_only, const U, U>::type, 1>
  reinterpret_as() const {
    typedef typename std::conditional<read_only, const U, U>::type R;
    array_view<R, 1> r;
    r.extent = concurrency::extent<1>(static_cast<int>(
        static_cast<long long>(extent.size()) * sizeof(T) / sizeof(U)));
    r.data_ = reinterpret_cast<R *>(data_);
    r.state_ = state_;
    r.offset_ = static_cast<int>(static_cast<long long>(offset_) * sizeof(T) /
                                 sizeof(U));
    r.after_copy();
    return r;
  }

  // --- coherence -------------------------------------------------------------

  // The contents no longer matter: the next kernel does not copy them in.
  // (Coherence is tracked per data source, so discarding a section that does
  // not cover all of it changes nothing: correct, not minimal.)
  void discard_data() const {
    if (state_ && contiguous())
      state_->discard(static_cast<std::size_t>(offset_) * sizeof(T),
                      bytes_of(extent));
  }
  // Brings the data back to the host (source) if a kernel changed it. An
  // access type that writes (access_type_write, _read_write) also makes the
  // accelerator's copy stale, as host writes will. Read-only views take no
  // access type, as in AMP.
  template <typename U = T, amp2hip::detail::enable_if_writable_t<U> = 0>
  void synchronize(access_type type = access_type_read) const {
    if (state_)
      state_->host_ptr(writes(type), first_byte(), span_bytes());
  }
  template <typename U = T, amp2hip::detail::enable_if_read_only_t<U> = 0>
  void synchronize() const {
    if (state_)
      state_->host_ptr(false, first_byte(), span_bytes());
  }
  template <typename U = T, amp2hip::detail::enable_if_writable_t<U> = 0>
  completion_future synchronize_async(access_type type = access_type_read) const {
    synchronize(type);
    return completion_future::ready();
  }
  template <typename U = T, amp2hip::detail::enable_if_read_only_t<U> = 0>
  completion_future synchronize_async() const {
    synchronize();
    return completion_future::ready();
  }
  // Makes the copy on the accelerator current (AMP 1.2).
  template <typename U = T, amp2hip::detail::enable_if_writable_t<U> = 0>
  void synchronize_to(const accelerator_view &av,
                      access_type type = access_type_read) const {
    sync_to(av, type);
  }
  template <typename U = T, amp2hip::detail::enable_if_read_only_t<U> = 0>
  void synchronize_to(const accelerator_view &av) const {
    sync_to(av, access_type_read);
  }
  template <typename U = T, amp2hip::detail::enable_if_writable_t<U> = 0>
  completion_future synchronize_to_async(const accelerator_view &av,
                                         access_type type = access_type_read) const {
    sync_to(av, type);
    return completion_future::ready();
  }
  template <typename U = T, amp2hip::detail::enable_if_read_only_t<U> = 0>
  completion_future synchronize_to_async(const accelerator_view &av) const {
    sync_to(av, access_type_read);
    return completion_future::ready();
  }
  // The source was modified directly: the accelerator's copy is stale.
  void refresh() const {
    if (state_)
      state_->refresh();
  }

  // Pointer to the first element (host: after bringing the data back).
  AMP2HIP_HD T *data() const { return first(); }

  AMP2HIP_HD concurrency::extent<N> get_extent() const { return extent; }

  accelerator_view get_source_accelerator_view() const {
    if (!state_ || state_->kind() == amp2hip::detail::buffer::owned_storage)
      throw runtime_exception("array_view has no data source",
                              amp2hip::e_invalidarg);
    if (state_->kind() == amp2hip::detail::buffer::user_memory)
      return accelerator(accelerator::cpu_accelerator).get_default_view();
    return amp2hip::detail::array_source_view(state_); // detail/array.h
  }

  // Defined in detail/copy.h.
  void copy_to(array<nc_type, N> &dest) const;
  void copy_to(const array_view<nc_type, N> &dest) const;

private:
  AMP2HIP_HD array_view() : data_(nullptr), state_(nullptr), offset_(0) {
    for (int i = 0; i < NS; ++i)
      stride_[i] = 0;
  }

  static bool writes(access_type type) {
    return !read_only && (type & access_type_write) != 0;
  }

  void sync_to(const accelerator_view &av, access_type type) const {
    if (!state_)
      return;
    if (av.accelerator.hip_device() < 0) // the CPU accelerator: the host copy
      state_->host_ptr(writes(type), first_byte(), span_bytes());
    else
      state_->device_ptr(writes(type), first_byte(), span_bytes());
  }

  static std::size_t bytes_of(const concurrency::extent<N> &ext) {
    return static_cast<std::size_t>(ext.size()) * sizeof(T);
  }

  // Row-major strides for the current extent.
  AMP2HIP_HD void init_strides() {
    int s = 1;
    for (int i = N - 1; i > 0; --i) {
      s *= extent[i];
      stride_[i - 1] = s;
    }
    if (N == 1)
      stride_[0] = 1;
  }

  // Over an array's storage (detail/array.h).
  AMP2HIP_HD void view_array(const array<nc_type, N> &src);

  void attach(nc_type *host) {
    init_strides();
    std::size_t off = 0;
    state_ = amp2hip::detail::buffer::attach_user(host, bytes_of(extent), &off);
    offset_ = static_cast<int>(off / sizeof(T));
  }

  AMP2HIP_HD bool contiguous() const {
    int s = 1;
    for (int i = N - 1; i > 0; --i) {
      s *= extent[i];
      if (stride_[i - 1] != s)
        return false;
    }
    return true;
  }

  // A host copy takes a reference, or, inside to_device, becomes the kernel
  // copy. Device copies need neither.
  AMP2HIP_HD void after_copy() {
#if !defined(AMP2HIP_DEVICE_PASS)
    if (state_) {
      if (amp2hip::detail::capture_depth() > 0) {
        // Kernel copies point at their first element, so device accesses
        // need no offset (one add less per access, and views indexed alike
        // share their address arithmetic).
        data_ = reinterpret_cast<T *>(state_->device_ptr(
                    !read_only, first_byte(), span_bytes())) +
                offset_;
        offset_ = 0;
        state_ = nullptr;
      } else {
        state_->retain();
      }
    }
#endif
  }

  // The first element. Views without a buffer (kernel copies) keep
  // offset_ == 0 and data_ at their first element; host views reach their
  // elements through the buffer, offset_ elements from its start.
  AMP2HIP_HD T *first() const {
#if !defined(AMP2HIP_DEVICE_PASS)
    if (__builtin_expect(state_ != nullptr, 0))
      return host_first(state_, offset_, span_bytes());
#endif
    return data_;
  }

#if !defined(AMP2HIP_DEVICE_PASS)
  // A host view's first element, out of line and cold: with the call out of
  // the kernel's loops, the compiler keeps a kernel's accumulators in
  // registers across view accesses (on the host backend, a matmul's inner
  // loop ran 3x slower with the call inline: every iteration spilled and
  // reloaded its sum around it; bench/README.md).
  [[gnu::noinline, gnu::cold]] static T *
  host_first(amp2hip::detail::buffer *state, int offset, std::size_t span) {
#if defined(AMP2HIP_BACKEND_HOST)
    amp2hip::detail::refuse_host_object_in_kernel("array_view: a kernel uses a view");
#endif
    const std::size_t first_byte = static_cast<std::size_t>(offset) * sizeof(T);
    return reinterpret_cast<T *>(state->host_ptr(!read_only, first_byte, span)) + offset;
  }
#endif

  // Moves the first element by l elements (sections, projections).
  AMP2HIP_HD void advance(int l) {
#if !defined(AMP2HIP_DEVICE_PASS)
    if (state_) {
      offset_ += l;
      return;
    }
#endif
    data_ += l;
  }

  // Element offset of idx from the first element.
  AMP2HIP_HD int relative(const index<N> &idx) const {
    int l = idx[N - 1];
    for (int i = 0; i < N - 1; ++i)
      l += idx[i] * stride_[i];
    return l;
  }

  // Element offset of idx from the start of the buffer (host views).
  int linear(const index<N> &idx) const { return offset_ + relative(idx); }

  // The bytes of the buffer this view covers, from its first element to
  // one past its last: the buffer moves and tracks only these (so threads
  // using disjoint sections of one data source do not disturb each other).
  std::size_t first_byte() const {
    return static_cast<std::size_t>(offset_) * sizeof(T);
  }
  std::size_t span_bytes() const {
    std::size_t last = 0;
    for (int i = 0; i < N; ++i) {
      if (extent[i] <= 0)
        return 0;
      last += static_cast<std::size_t>(extent[i] - 1) *
              static_cast<std::size_t>(i == N - 1 ? 1 : stride_[i]);
    }
    return (last + 1) * sizeof(T);
  }

  AMP2HIP_HD projection_type project(int i) const {
    if constexpr (N == 1) {
      return first()[i];
    } else {
      array_view<T, N - 1> r;
      for (int k = 0; k < N - 1; ++k)
        r.extent[k] = extent[k + 1];
      for (int k = 0; k < N - 2; ++k)
        r.stride_[k] = stride_[k + 1];
      r.offset_ = offset_;
      r.data_ = data_;
      r.state_ = state_;
      r.advance(i * stride_[0]);
      r.after_copy();
      return r;
    }
  }

  T *data_ = nullptr;                          // device base (kernel copies)
  amp2hip::detail::buffer *state_ = nullptr;   // host copies only
  int offset_ = 0;                             // first element, from base
  int stride_[NS];                             // row strides; last is 1
};

} // namespace concurrency

namespace amp2hip {
namespace detail {
struct view_access {
  template <typename T, int N>
  static buffer *state(const concurrency::array_view<T, N> &v) {
    return v.state_;
  }
  template <typename T, int N>
  static int offset(const concurrency::array_view<T, N> &v) {
    return v.offset_;
  }
  template <typename T, int N>
  static bool contiguous(const concurrency::array_view<T, N> &v) {
    return v.contiguous();
  }
  // Element offset of idx from the start of the buffer.
  template <typename T, int N>
  static int linear(const concurrency::array_view<T, N> &v,
                    const concurrency::index<N> &idx) {
    return v.linear(idx);
  }
  // The kernel copy of a view: device pointer, no buffer.
  template <typename T, int N>
  static concurrency::array_view<T, N>
  kernel_copy(const concurrency::array_view<T, N> &v) {
    capture_scope scope;
    return concurrency::array_view<T, N>(v);
  }
  // A copy of kernel copy v whose buffer is a literal null: inlined into a
  // kernel, the compiler sees that and folds the host-view branch of every
  // element access away (first()).
  template <typename T, int N>
  static concurrency::array_view<T, N>
  known_kernel_copy(const concurrency::array_view<T, N> &v) {
    concurrency::array_view<T, N> r;
    r.extent = v.extent;
    r.data_ = v.data_;
    r.offset_ = v.offset_;
    for (int i = 0; i < concurrency::array_view<T, N>::NS; ++i)
      r.stride_[i] = v.stride_[i];
    return r;
  }
};
} // namespace detail
} // namespace amp2hip

#if defined(AMP2HIP_BACKEND_HOST)
namespace amp2hip {
namespace host {
namespace detail {
// Views among a launch's arguments (host/hip_launch.h): each kernel thread
// of the fast loop gets a copy known to have no host buffer.
template <typename T, int N> struct kernel_argument<concurrency::array_view<T, N>> {
  static bool is_kernel_copy(const concurrency::array_view<T, N> &v) {
    return amp2hip::detail::view_access::state(v) == nullptr;
  }
  static concurrency::array_view<T, N> per_thread(const concurrency::array_view<T, N> &v) {
    return amp2hip::detail::view_access::known_kernel_copy(v);
  }
};
} // namespace detail
} // namespace host
} // namespace amp2hip
#endif

#endif // AMP2HIP_DETAIL_ARRAY_VIEW_H
