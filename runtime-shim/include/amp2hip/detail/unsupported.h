// AMP entry points amp2hip cannot express in HIP (Direct3D interop,
// textures, samplers, norm/unorm, ...), declared ONLY while amp2hip parses
// AMP code (AMP2HIP_TRANSLATING), so that code using them parses and gets a
// located diagnostic with advice (amp2hip-1101/1102/1103, driven by
// translator/lib/AmpApi.def; see docs/api-table.md) instead of a compiler
// error. Nothing here is defined: translated code never reaches a compiler
// with these uses in it, and in the other modes these names do not exist.
//
// Included twice: from amp2hip/amp.h (the amp.h part) and from
// amp2hip/amp_short_vectors.h (the graphics part, which needs the short
// vector types).
#ifndef AMP2HIP_DETAIL_UNSUPPORTED_H
#define AMP2HIP_DETAIL_UNSUPPORTED_H

#if defined(AMP2HIP_TRANSLATING)

#include <type_traits>

// What Microsoft's amp.h brings in from <d3d11.h>.
struct IUnknown;

namespace concurrency {

// Device-side debugging of Direct3D's HLSL.
template <typename... Args> void direct3d_printf(const char *format, Args...);
template <typename... Args> void direct3d_errorf(const char *format, Args...);
void direct3d_abort();

// Direct3D limits.
static const int HLSL_MAX_NUM_BUFFERS = 64 + 128;
static const unsigned int MODULENAME_MAX_LENGTH = 50;

class completion_future;

namespace direct3d {

// Direct3D interop.
accelerator_view create_accelerator_view(IUnknown *d3d_device,
                                         queuing_mode qmode = queuing_mode_automatic);
accelerator_view create_accelerator_view(accelerator &acc, bool disable_timeout,
                                         queuing_mode qmode = queuing_mode_automatic);
IUnknown *get_device(const accelerator_view &av);
template <typename T, int N> IUnknown *get_buffer(const array<T, N> &a);
template <typename T, int N>
array<T, N> make_array(const extent<N> &ext, const accelerator_view &av, IUnknown *buffer);
void d3d_access_lock(accelerator_view &av);
bool d3d_access_try_lock(accelerator_view &av);
void d3d_access_unlock(accelerator_view &av);
bool is_timeout_disabled(const accelerator_view &av);

struct adopt_d3d_access_lock_t {};

class scoped_d3d_access_lock {
public:
  explicit scoped_d3d_access_lock(accelerator_view &av);
  scoped_d3d_access_lock(accelerator_view &av, adopt_d3d_access_lock_t);
  scoped_d3d_access_lock(scoped_d3d_access_lock &&other);
  scoped_d3d_access_lock &operator=(scoped_d3d_access_lock &&other);
  ~scoped_d3d_access_lock();
};

} // namespace direct3d
} // namespace concurrency

#endif // AMP2HIP_TRANSLATING
#endif // AMP2HIP_DETAIL_UNSUPPORTED_H

// ---- The graphics part: once the short vector types exist. -----------------
#if defined(AMP2HIP_TRANSLATING) && defined(AMP2HIP_DETAIL_SHORT_VECTORS_H) &&                   \
    !defined(AMP2HIP_DETAIL_UNSUPPORTED_GRAPHICS_H)
#define AMP2HIP_DETAIL_UNSUPPORTED_GRAPHICS_H

namespace concurrency {
namespace graphics {

// detail/short_vectors.h defines norm/unorm and norm_N/unorm_N (and says so
// with AMP2HIP_SHORT_VECTORS_HAVE_NORM); these declarations are for a shim
// without them.
#if !defined(AMP2HIP_SHORT_VECTORS_HAVE_NORM)
// norm and unorm: floats clamped to [-1, 1] and [0, 1].
class unorm;
class norm {
public:
  norm();
  template <typename T, typename = typename std::enable_if<std::is_arithmetic<T>::value>::type>
  explicit norm(T v);
  norm(const unorm &v);
  operator float() const;
  template <typename T> norm &operator=(const T &v);
  template <typename T> norm &operator+=(const T &v);
  template <typename T> norm &operator-=(const T &v);
  template <typename T> norm &operator*=(const T &v);
  template <typename T> norm &operator/=(const T &v);
};
class unorm {
public:
  unorm();
  template <typename T, typename = typename std::enable_if<std::is_arithmetic<T>::value>::type>
  explicit unorm(T v);
  explicit unorm(const norm &v);
  operator float() const;
  template <typename T> unorm &operator=(const T &v);
  template <typename T> unorm &operator+=(const T &v);
  template <typename T> unorm &operator-=(const T &v);
  template <typename T> unorm &operator*=(const T &v);
  template <typename T> unorm &operator/=(const T &v);
};
#define AMP2HIP_UNSUPPORTED_NORM_VECTOR(name, scalar, size_, ...)                               \
  class name {                                                                                   \
  public:                                                                                        \
    typedef scalar value_type;                                                                   \
    static const int size = size_;                                                               \
    scalar __VA_ARGS__;                                                                          \
    name();                                                                                      \
    template <typename... A> name(A... components);                                              \
  };
AMP2HIP_UNSUPPORTED_NORM_VECTOR(norm_2, norm, 2, x, y)
AMP2HIP_UNSUPPORTED_NORM_VECTOR(norm_3, norm, 3, x, y, z)
AMP2HIP_UNSUPPORTED_NORM_VECTOR(norm_4, norm, 4, x, y, z, w)
AMP2HIP_UNSUPPORTED_NORM_VECTOR(unorm_2, unorm, 2, x, y)
AMP2HIP_UNSUPPORTED_NORM_VECTOR(unorm_3, unorm, 3, x, y, z)
AMP2HIP_UNSUPPORTED_NORM_VECTOR(unorm_4, unorm, 4, x, y, z, w)
#undef AMP2HIP_UNSUPPORTED_NORM_VECTOR
#endif // !AMP2HIP_SHORT_VECTORS_HAVE_NORM

template <typename T, int N> class texture;
template <typename T, int N> class texture_view;
template <typename T, int N> class writeonly_texture_view;

enum filter_mode { filter_point = 0, filter_linear = 1, filter_unknown = 0xFFFFFFFF };
enum address_mode {
  address_wrap = 1,
  address_mirror = 2,
  address_clamp = 3,
  address_border = 4,
  address_unknown = 0xFFFFFFFF
};

class sampler {
public:
  sampler();
  sampler(graphics::filter_mode filter);
  sampler(graphics::address_mode address, float_4 border = float_4(0.0f));
  sampler(graphics::filter_mode filter, graphics::address_mode address,
          float_4 border = float_4(0.0f));
  sampler(const sampler &other);
  sampler &operator=(const sampler &other);
  graphics::filter_mode get_filter_mode() const;
  graphics::address_mode get_address_mode() const;
  float_4 get_border_color() const;
  graphics::filter_mode filter_mode;
  graphics::address_mode address_mode;
  float_4 border_color;
};

namespace amp2hip_unsupported {
template <typename T> struct is_texture : std::false_type {};
template <typename T, int N> struct is_texture<texture<T, N>> : std::true_type {};
template <typename T, int N> struct is_texture<texture_view<T, N>> : std::true_type {};
template <typename T, int N> struct is_texture<writeonly_texture_view<T, N>> : std::true_type {};
template <typename... A> struct any_texture : std::false_type {};
template <typename A, typename... R>
struct any_texture<A, R...>
    : std::integral_constant<bool, is_texture<typename std::decay<A>::type>::value ||
                                       any_texture<R...>::value> {};
template <typename T> struct gather {
  typedef typename short_vector<typename short_vector_traits<typename std::remove_const<T>::type>::value_type,
                                4>::type type;
};
} // namespace amp2hip_unsupported

// Members common to textures and texture views (AMP's _Texture_base).
template <typename T, int N> class texture_base {
public:
  static const int rank = N;
  typedef T value_type;
  typedef typename short_vector<float, N>::type coordinates_type;
  concurrency::extent<N> extent;
  unsigned int mipmap_levels;
  unsigned int bits_per_scalar_element;
  unsigned int data_length;
  concurrency::accelerator_view accelerator_view;
  concurrency::accelerator_view associated_accelerator_view;
  concurrency::extent<N> get_extent(unsigned int level = 0) const;
  concurrency::extent<N> get_mipmap_extent(unsigned int level) const;
  unsigned int get_mipmap_levels() const;
  unsigned int get_bits_per_scalar_element() const;
  unsigned int get_data_length() const;
  concurrency::accelerator_view get_accelerator_view() const;
  concurrency::accelerator_view get_associated_accelerator_view() const;
  T &operator[](const index<N> &idx) const;
  T &operator[](int i0) const;
  T &operator()(const index<N> &idx) const;
  T &operator()(int i0) const;
  T &operator()(int i0, int i1) const;
  T &operator()(int i0, int i1, int i2) const;
  T get(const index<N> &idx, unsigned int level = 0) const;
  void set(const index<N> &idx, const T &value) const;
};

template <typename T, int N> class texture : public texture_base<T, N> {
public:
  template <typename... A> texture(A &&...args);
  texture(const texture &other);
  texture &operator=(const texture &other);
  unsigned int row_pitch;
  unsigned int depth_pitch;
  unsigned int get_row_pitch() const;
  unsigned int get_depth_pitch() const;
  void *data();
  const void *data() const;
  void copy_to(texture &dest) const;
  void copy_to(const writeonly_texture_view<T, N> &dest) const;
};

template <typename T, int N> class texture_view : public texture_base<T, N> {
public:
  typedef typename amp2hip_unsupported::gather<T>::type gather_return_type;
  template <typename... A> texture_view(A &&...args);
  texture_view(const texture_view &other);
  texture_view &operator=(const texture_view &other);
  template <graphics::filter_mode F = filter_linear, graphics::address_mode A = address_clamp,
            typename... Args>
  T sample(Args &&...args) const;
  template <graphics::address_mode A = address_clamp, typename... Args>
  gather_return_type gather_red(Args &&...args) const;
  template <graphics::address_mode A = address_clamp, typename... Args>
  gather_return_type gather_green(Args &&...args) const;
  template <graphics::address_mode A = address_clamp, typename... Args>
  gather_return_type gather_blue(Args &&...args) const;
  template <graphics::address_mode A = address_clamp, typename... Args>
  gather_return_type gather_alpha(Args &&...args) const;
};

template <typename T, int N> class writeonly_texture_view {
public:
  static const int rank = N;
  typedef T value_type;
  template <typename... A> writeonly_texture_view(A &&...args);
  writeonly_texture_view(const writeonly_texture_view &other);
  writeonly_texture_view &operator=(const writeonly_texture_view &other);
  void set(const index<N> &idx, const T &value) const;
};

// The texture overloads of copy and copy_async (only when a texture is involved,
// so concurrency::copy on arrays is never taken for one).
template <typename... A,
          typename std::enable_if<amp2hip_unsupported::any_texture<A...>::value, int>::type = 0>
void copy(A &&...args);
template <typename... A,
          typename std::enable_if<amp2hip_unsupported::any_texture<A...>::value, int>::type = 0>
completion_future copy_async(A &&...args);

namespace direct3d {
template <typename T, int N> IUnknown *get_texture(const texture<T, N> &t);
template <typename T, int N> IUnknown *get_texture(const texture_view<T, N> &t);
template <typename T, int N> IUnknown *get_texture(const writeonly_texture_view<T, N> &t);
template <typename T, int N, typename... A>
texture<T, N> make_texture(const concurrency::accelerator_view &av, IUnknown *d3d_texture,
                           A... format);
IUnknown *get_sampler(const concurrency::accelerator_view &av, const sampler &s);
sampler make_sampler(IUnknown *d3d_sampler);
uint_4 msad4(unsigned int reference, uint_2 source, uint_4 accum);
} // namespace direct3d

} // namespace graphics
} // namespace concurrency

#endif // the graphics part
