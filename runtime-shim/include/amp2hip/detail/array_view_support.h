// What array_view is built from, apart from the class itself: the depth
// of amp2hip::to_device calls (a view copied inside one is its kernel copy),
// the container constructors and the members that exist for one constness
// only, the friend through which arrays, copy() and to_device reach a
// view's parts, the check that a kernel reaches host data only through
// to_device, and the source_accelerator_view property (detail/array_view.h).
#ifndef AMP2HIP_DETAIL_ARRAY_VIEW_SUPPORT_H
#define AMP2HIP_DETAIL_ARRAY_VIEW_SUPPORT_H

#include "amp2hip/detail/accelerator.h"
#include "amp2hip/detail/buffer.h"

#include <string>
#include <type_traits>

namespace concurrency {
template <typename T, int N> class array;
template <typename T, int N> class array_view;
} // namespace concurrency

namespace amp2hip {
namespace detail {

// Depth of amp2hip::to_device calls on this thread: while positive, copying
// an array_view yields its kernel copy, so views nested in closures, functors
// and structs are captured by an ordinary copy of the enclosing object.
inline int &capture_depth() {
  static thread_local int depth = 0;
  return depth;
}

struct capture_scope {
  capture_scope() { ++capture_depth(); }
  ~capture_scope() { --capture_depth(); }
  capture_scope(const capture_scope &) = delete;
  capture_scope &operator=(const capture_scope &) = delete;
};

// Whether C has data() returning something convertible to T* and a size().
template <typename C, typename T, typename = void>
struct is_container_of : std::false_type {};
template <typename C, typename T>
struct is_container_of<
    C, T,
    std::void_t<decltype(std::declval<C &>().data()),
                decltype(std::declval<C &>().size())>>
    : std::is_convertible<decltype(std::declval<C &>().data()), T *> {};

// Constructors over a container C of T (for some ranks only).
template <typename C, typename T, bool RankMatches>
using enable_if_container_t = typename std::enable_if<
    RankMatches && is_container_of<typename std::remove_reference<C>::type, T>::value,
    int>::type;

// Members that exist for array_view<T, N> only, or for array_view<const T, N>.
template <typename U>
using enable_if_writable_t = typename std::enable_if<!std::is_const<U>::value, int>::type;
template <typename U>
using enable_if_read_only_t = typename std::enable_if<std::is_const<U>::value, int>::type;

// The friend through which arrays, copy() and to_device reach a view's parts.
struct view_access;

#if defined(AMP2HIP_BACKEND_HOST)
// A translated kernel reaches host data only through amp2hip::to_device
// (kernel copies of views, views of arrays). A host view or an array object
// reached another way (a functor's reference member, a pointer) holds host
// addresses, which a GPU faults on; the host backend could read through
// them, so it fails the kernel instead. \p what names the object.
inline void refuse_host_object_in_kernel(const char *what) {
  if (amp2hip::host::in_kernel())
    throw concurrency::runtime_exception(
        (std::string(what) + " that was not passed through amp2hip::to_device (on a GPU it "
                             "holds host addresses)")
            .c_str(),
        amp2hip::e_fail);
}
#endif

// The accelerator_view of the array whose storage b is (detail/array.h).
inline concurrency::accelerator_view array_source_view(const buffer *b);

// AMP's property view.source_accelerator_view: an empty member that reads
// get_source_accelerator_view() of the view it is the first member of (so
// it needs no storage of its own beyond its byte).
template <typename View> struct source_view_property {
  operator concurrency::accelerator_view() const {
    return reinterpret_cast<const View *>(this)->get_source_accelerator_view();
  }
  concurrency::accelerator get_accelerator() const {
    return concurrency::accelerator_view(*this).accelerator;
  }
  friend bool operator==(const source_view_property &a,
                         const concurrency::accelerator_view &b) {
    return concurrency::accelerator_view(a) == b;
  }
  friend bool operator==(const concurrency::accelerator_view &a,
                         const source_view_property &b) {
    return b == a;
  }
  friend bool operator!=(const source_view_property &a,
                         const concurrency::accelerator_view &b) {
    return !(a == b);
  }
  friend bool operator!=(const concurrency::accelerator_view &a,
                         const source_view_property &b) {
    return !(b == a);
  }
};

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_ARRAY_VIEW_SUPPORT_H
