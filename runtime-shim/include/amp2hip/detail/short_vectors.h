// concurrency::graphics short vector types (AMP's amp_short_vectors.h):
// int_2..4, uint_2..4, float_2..4, double_2..4, norm_2..4, unorm_2..4 and
// the scalar norm (a float clamped to [-1, 1]) and unorm ([0, 1]);
// short_vector<T, N> and short_vector_traits<V>.
//
// AMP's properties keep their spelling:
//  - components x, y, z, w and r, g, b, a are data members (two anonymous
//    structs over the same storage);
//  - swizzles (v.xy, v.zyx, v.bgra, ... every ordered choice of distinct
//    components, short_vector_swizzles.inc) are union members of a proxy
//    type over the same storage that converts to the short vector and
//    accepts one in assignment, so `float_2 p = v.zx;` and `v.yx = p;` work
//    in translated code unchanged; get_xy()/set_xy() etc. are provided too.
//  - Known limit: assigning a swizzle from the same swizzle of another
//    vector (`a.xz = b.xz;`) copies the components 0..max index (here also
//    y); write `a.xz = float_2(b.xz);` for that case.
// The types stay trivially copyable (kernel arguments, hipMemcpy).
//
// HIP declares a global function ::norm (the CUDA math API's vector norm),
// so after `using namespace concurrency::graphics;` an unqualified `norm`
// is ambiguous under hipcc/nvcc: spell it graphics::norm there.
#ifndef AMP2HIP_DETAIL_SHORT_VECTORS_H
#define AMP2HIP_DETAIL_SHORT_VECTORS_H

#include "amp2hip/config.h"

#include <type_traits>

// norm, unorm, norm_2..4 and unorm_2..4 are defined here (detail/unsupported.h
// declares them only for a shim without them).
#define AMP2HIP_SHORT_VECTORS_HAVE_NORM 1

namespace concurrency {
namespace graphics {

class unorm;

// A float in [-1, 1]: every construction and operation result is clamped
// (NaN becomes 0). The default constructor is trivial (the vector types
// keep it in a union); the short vectors zero their components.
class norm {
  float v_;
  static AMP2HIP_HDI float clamp_(float f) {
    return f > 1.0f ? 1.0f : (f < -1.0f ? -1.0f : (f == f ? f : 0.0f));
  }

public:
  norm() = default;
  AMP2HIP_HDI explicit norm(float f) : v_(clamp_(f)) {}
  AMP2HIP_HDI explicit norm(double d) : v_(clamp_(static_cast<float>(d))) {}
  AMP2HIP_HDI explicit norm(int i) : v_(clamp_(static_cast<float>(i))) {}
  AMP2HIP_HDI explicit norm(unsigned int u) : v_(clamp_(static_cast<float>(u))) {}
  AMP2HIP_HDI norm(const unorm &u);
  AMP2HIP_HDI operator float() const { return v_; }
  AMP2HIP_HDI norm &operator=(float f) {
    v_ = clamp_(f);
    return *this;
  }
  AMP2HIP_HDI norm &operator+=(const norm &o) { return *this = v_ + o.v_; }
  AMP2HIP_HDI norm &operator-=(const norm &o) { return *this = v_ - o.v_; }
  AMP2HIP_HDI norm &operator*=(const norm &o) { return *this = v_ * o.v_; }
  AMP2HIP_HDI norm &operator/=(const norm &o) { return *this = v_ / o.v_; }
  AMP2HIP_HDI norm &operator++() { return *this = v_ + 1.0f; }
  AMP2HIP_HDI norm operator++(int) {
    norm r(*this);
    ++*this;
    return r;
  }
  AMP2HIP_HDI norm &operator--() { return *this = v_ - 1.0f; }
  AMP2HIP_HDI norm operator--(int) {
    norm r(*this);
    --*this;
    return r;
  }
  AMP2HIP_HDI norm operator-() const { return norm(-v_); }
  friend AMP2HIP_HDI norm operator+(const norm &a, const norm &b) { return norm(a.v_ + b.v_); }
  friend AMP2HIP_HDI norm operator-(const norm &a, const norm &b) { return norm(a.v_ - b.v_); }
  friend AMP2HIP_HDI norm operator*(const norm &a, const norm &b) { return norm(a.v_ * b.v_); }
  friend AMP2HIP_HDI norm operator/(const norm &a, const norm &b) { return norm(a.v_ / b.v_); }
  friend AMP2HIP_HDI bool operator==(const norm &a, const norm &b) { return a.v_ == b.v_; }
  friend AMP2HIP_HDI bool operator!=(const norm &a, const norm &b) { return a.v_ != b.v_; }
  friend AMP2HIP_HDI bool operator<(const norm &a, const norm &b) { return a.v_ < b.v_; }
  friend AMP2HIP_HDI bool operator>(const norm &a, const norm &b) { return a.v_ > b.v_; }
  friend AMP2HIP_HDI bool operator<=(const norm &a, const norm &b) { return a.v_ <= b.v_; }
  friend AMP2HIP_HDI bool operator>=(const norm &a, const norm &b) { return a.v_ >= b.v_; }
};

// A float in [0, 1], as norm.
class unorm {
  float v_;
  static AMP2HIP_HDI float clamp_(float f) {
    return f > 1.0f ? 1.0f : (f < 0.0f ? 0.0f : (f == f ? f : 0.0f));
  }

public:
  unorm() = default;
  AMP2HIP_HDI explicit unorm(float f) : v_(clamp_(f)) {}
  AMP2HIP_HDI explicit unorm(double d) : v_(clamp_(static_cast<float>(d))) {}
  AMP2HIP_HDI explicit unorm(int i) : v_(clamp_(static_cast<float>(i))) {}
  AMP2HIP_HDI explicit unorm(unsigned int u) : v_(clamp_(static_cast<float>(u))) {}
  AMP2HIP_HDI explicit unorm(const norm &n) : v_(clamp_(static_cast<float>(n))) {}
  AMP2HIP_HDI operator float() const { return v_; }
  AMP2HIP_HDI unorm &operator=(float f) {
    v_ = clamp_(f);
    return *this;
  }
  AMP2HIP_HDI unorm &operator+=(const unorm &o) { return *this = v_ + o.v_; }
  AMP2HIP_HDI unorm &operator-=(const unorm &o) { return *this = v_ - o.v_; }
  AMP2HIP_HDI unorm &operator*=(const unorm &o) { return *this = v_ * o.v_; }
  AMP2HIP_HDI unorm &operator/=(const unorm &o) { return *this = v_ / o.v_; }
  AMP2HIP_HDI unorm &operator++() { return *this = v_ + 1.0f; }
  AMP2HIP_HDI unorm operator++(int) {
    unorm r(*this);
    ++*this;
    return r;
  }
  AMP2HIP_HDI unorm &operator--() { return *this = v_ - 1.0f; }
  AMP2HIP_HDI unorm operator--(int) {
    unorm r(*this);
    --*this;
    return r;
  }
  friend AMP2HIP_HDI unorm operator+(const unorm &a, const unorm &b) { return unorm(a.v_ + b.v_); }
  friend AMP2HIP_HDI unorm operator-(const unorm &a, const unorm &b) { return unorm(a.v_ - b.v_); }
  friend AMP2HIP_HDI unorm operator*(const unorm &a, const unorm &b) { return unorm(a.v_ * b.v_); }
  friend AMP2HIP_HDI unorm operator/(const unorm &a, const unorm &b) { return unorm(a.v_ / b.v_); }
  friend AMP2HIP_HDI bool operator==(const unorm &a, const unorm &b) { return a.v_ == b.v_; }
  friend AMP2HIP_HDI bool operator!=(const unorm &a, const unorm &b) { return a.v_ != b.v_; }
  friend AMP2HIP_HDI bool operator<(const unorm &a, const unorm &b) { return a.v_ < b.v_; }
  friend AMP2HIP_HDI bool operator>(const unorm &a, const unorm &b) { return a.v_ > b.v_; }
  friend AMP2HIP_HDI bool operator<=(const unorm &a, const unorm &b) { return a.v_ <= b.v_; }
  friend AMP2HIP_HDI bool operator>=(const unorm &a, const unorm &b) { return a.v_ >= b.v_; }
};

AMP2HIP_HDI norm::norm(const unorm &u) : v_(static_cast<float>(u)) {}

// AMP's scalar-valued constants.
#define NORM_ZERO ((concurrency::graphics::norm)0.0f)
#define NORM_MIN ((concurrency::graphics::norm)-1.0f)
#define NORM_MAX ((concurrency::graphics::norm)1.0f)
#define UNORM_ZERO ((concurrency::graphics::unorm)0.0f)
#define UNORM_MIN ((concurrency::graphics::unorm)0.0f)
#define UNORM_MAX ((concurrency::graphics::unorm)1.0f)

namespace detail {

template <typename T, int N> class vec;

// A swizzle property: storage shared with the vector, components I... of it.
template <typename T, int Span, int... I> struct swizzle {
  T s_[Span];
  AMP2HIP_HDI operator vec<T, static_cast<int>(sizeof...(I))>() const {
    return vec<T, static_cast<int>(sizeof...(I))>(s_[I]...);
  }
  AMP2HIP_HDI swizzle &operator=(const vec<T, static_cast<int>(sizeof...(I))> &v) {
    const int idx[] = {I...};
    const vec<T, static_cast<int>(sizeof...(I))> copy = v;  // v may alias *this
    for (int k = 0; k < static_cast<int>(sizeof...(I)); ++k)
      s_[idx[k]] = copy[k];
    return *this;
  }
};
constexpr int max_of(int a) { return a; }
template <typename... R> constexpr int max_of(int a, R... r) {
  return a > max_of(r...) ? a : max_of(r...);
}

#include "amp2hip/detail/short_vector_swizzles.inc"

#define AMP2HIP_SWZ_MEMBER(name, count, ...)                                   \
  swizzle<T, max_of(__VA_ARGS__) + 1, __VA_ARGS__> name;
// get_xy()/set_xy() ... for every swizzle property.
#define AMP2HIP_SWZ_ACCESS(name, count, ...)                                   \
  AMP2HIP_HD vec<T, count> get_##name() const { return this->name; }           \
  AMP2HIP_HD void set_##name(const vec<T, count> &v) { this->name = v; }

template <typename T, int N> struct vec_storage;
template <typename T> struct vec_storage<T, 2> {
  union {
    struct {
      T x, y;
    };
    struct {
      T r, g;
    };
    AMP2HIP_SWIZZLES_2(AMP2HIP_SWZ_MEMBER)
  };
  AMP2HIP_SWIZZLES_2(AMP2HIP_SWZ_ACCESS)
};
template <typename T> struct vec_storage<T, 3> {
  union {
    struct {
      T x, y, z;
    };
    struct {
      T r, g, b;
    };
    AMP2HIP_SWIZZLES_3(AMP2HIP_SWZ_MEMBER)
  };
  AMP2HIP_SWIZZLES_3(AMP2HIP_SWZ_ACCESS)
};
template <typename T> struct vec_storage<T, 4> {
  union {
    struct {
      T x, y, z, w;
    };
    struct {
      T r, g, b, a;
    };
    AMP2HIP_SWIZZLES_4(AMP2HIP_SWZ_MEMBER)
  };
  AMP2HIP_SWIZZLES_4(AMP2HIP_SWZ_ACCESS)
};
#undef AMP2HIP_SWZ_MEMBER
#undef AMP2HIP_SWZ_ACCESS

template <typename T> struct is_int_like : std::is_integral<T> {};

template <typename T, int N> class vec : public vec_storage<T, N> {
public:
  typedef T value_type;
  static constexpr int size = N;

  // Trivial, so that short vectors can be tile_static (__shared__ variables
  // cannot have constructors under hipcc): `float_4 v;` is uninitialized,
  // `float_4()` / `float_4 v{}` (value-initialization) is all zero.
  vec() = default;
  AMP2HIP_HD vec(T v) {
    for (int i = 0; i < N; ++i)
      (*this)[i] = v;
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD vec(T x, T y) {
    this->x = x;
    this->y = y;
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD vec(T x, T y, T z) {
    this->x = x;
    this->y = y;
    this->z = z;
  }
  template <int M = N, typename std::enable_if<M == 4, int>::type = 0>
  AMP2HIP_HD vec(T x, T y, T z, T w) {
    this->x = x;
    this->y = y;
    this->z = z;
    this->w = w;
  }
  // Between element types: explicit, as in AMP (norm/unorm clamp).
  template <typename U, typename std::enable_if<!std::is_same<U, T>::value, int>::type = 0>
  AMP2HIP_HD explicit vec(const vec<U, N> &o) {
    for (int i = 0; i < N; ++i)
      (*this)[i] = static_cast<T>(static_cast<typename std::conditional<
          std::is_class<U>::value, float, U>::type>(o[i]));
  }

  // Component i (0 = x).
  AMP2HIP_HD T &operator[](int i) {
    if (i == 0)
      return this->x;
    if constexpr (N >= 3) {
      if (i == 2)
        return this->z;
    }
    if constexpr (N >= 4) {
      if (i == 3)
        return this->w;
    }
    return this->y;
  }
  AMP2HIP_HD const T &operator[](int i) const { return const_cast<vec &>(*this)[i]; }

  // get_x()/set_x() ... for the single components, both namings.
#define AMP2HIP_VEC_COMP(name, i, minN)                                        \
  template <int M = N, typename std::enable_if<(M >= minN), int>::type = 0>    \
  AMP2HIP_HD T get_##name() const {                                            \
    return (*this)[i];                                                         \
  }                                                                            \
  template <int M = N, typename std::enable_if<(M >= minN), int>::type = 0>    \
  AMP2HIP_HD void set_##name(T v) {                                            \
    (*this)[i] = v;                                                            \
  }
  AMP2HIP_VEC_COMP(x, 0, 2)
  AMP2HIP_VEC_COMP(y, 1, 2)
  AMP2HIP_VEC_COMP(z, 2, 3)
  AMP2HIP_VEC_COMP(w, 3, 4)
  AMP2HIP_VEC_COMP(r, 0, 2)
  AMP2HIP_VEC_COMP(g, 1, 2)
  AMP2HIP_VEC_COMP(b, 2, 3)
  AMP2HIP_VEC_COMP(a, 3, 4)
#undef AMP2HIP_VEC_COMP

  AMP2HIP_HD vec operator-() const {
    vec r;
    for (int i = 0; i < N; ++i)
      r[i] = -(*this)[i];
    return r;
  }
  template <typename U = T, typename std::enable_if<std::is_integral<U>::value, int>::type = 0>
  AMP2HIP_HD vec operator~() const {
    vec r;
    for (int i = 0; i < N; ++i)
      r[i] = ~(*this)[i];
    return r;
  }
  AMP2HIP_HD vec &operator++() {
    for (int i = 0; i < N; ++i)
      ++(*this)[i];
    return *this;
  }
  AMP2HIP_HD vec operator++(int) {
    vec r(*this);
    ++*this;
    return r;
  }
  AMP2HIP_HD vec &operator--() {
    for (int i = 0; i < N; ++i)
      --(*this)[i];
    return *this;
  }
  AMP2HIP_HD vec operator--(int) {
    vec r(*this);
    --*this;
    return r;
  }

#define AMP2HIP_VEC_OP(op, cond)                                               \
  template <typename U = T, typename std::enable_if<cond, int>::type = 0>      \
  AMP2HIP_HD vec &operator op##=(const vec &o) {                               \
    for (int i = 0; i < N; ++i)                                                \
      (*this)[i] op## = o[i];                                                  \
    return *this;                                                              \
  }                                                                            \
  template <typename U = T, typename std::enable_if<cond, int>::type = 0>      \
  friend AMP2HIP_HD vec operator op(const vec &a, const vec &b) {              \
    vec r(a);                                                                  \
    r op## = b;                                                                \
    return r;                                                                  \
  }
  AMP2HIP_VEC_OP(+, true)
  AMP2HIP_VEC_OP(-, true)
  AMP2HIP_VEC_OP(*, true)
  AMP2HIP_VEC_OP(/, true)
  AMP2HIP_VEC_OP(%, std::is_integral<U>::value)
  AMP2HIP_VEC_OP(&, std::is_integral<U>::value)
  AMP2HIP_VEC_OP(|, std::is_integral<U>::value)
  AMP2HIP_VEC_OP(^, std::is_integral<U>::value)
  AMP2HIP_VEC_OP(<<, std::is_integral<U>::value)
  AMP2HIP_VEC_OP(>>, std::is_integral<U>::value)
#undef AMP2HIP_VEC_OP

  friend AMP2HIP_HD bool operator==(const vec &a, const vec &b) {
    for (int i = 0; i < N; ++i)
      if (!(a[i] == b[i]))
        return false;
    return true;
  }
  friend AMP2HIP_HD bool operator!=(const vec &a, const vec &b) { return !(a == b); }

#if defined(AMP2HIP_TRANSLATING)
  // AMP's ref_x() ... ref_a(): declared only while amp2hip parses AMP code,
  // so that a use gets its located diagnostic (amp2hip-1103: use the data
  // members, which are lvalues) instead of a compiler error.
  T &ref_x();
  T &ref_y();
  T &ref_z();
  T &ref_w();
  T &ref_r();
  T &ref_g();
  T &ref_b();
  T &ref_a();
#endif
};

} // namespace detail

typedef detail::vec<int, 2> int_2;
typedef detail::vec<int, 3> int_3;
typedef detail::vec<int, 4> int_4;
typedef detail::vec<unsigned int, 2> uint_2;
typedef detail::vec<unsigned int, 3> uint_3;
typedef detail::vec<unsigned int, 4> uint_4;
typedef detail::vec<float, 2> float_2;
typedef detail::vec<float, 3> float_3;
typedef detail::vec<float, 4> float_4;
typedef detail::vec<double, 2> double_2;
typedef detail::vec<double, 3> double_3;
typedef detail::vec<double, 4> double_4;
typedef detail::vec<norm, 2> norm_2;
typedef detail::vec<norm, 3> norm_3;
typedef detail::vec<norm, 4> norm_4;
typedef detail::vec<unorm, 2> unorm_2;
typedef detail::vec<unorm, 3> unorm_3;
typedef detail::vec<unorm, 4> unorm_4;
#if defined(AMP2HIP_AMP_DIALECT) && defined(AMP2HIP_BACKEND_HOST)
// AMP's HLSL-style aliases, for AMP source (emulate and translate modes).
// HIP declares int2, float4, ... (and CUDA's own generated code uses uint3)
// in the global namespace, so with `using namespace concurrency::graphics;`
// these would be ambiguous there: translated code spells int_2 etc.
typedef int_2 int2;
typedef int_3 int3;
typedef int_4 int4;
typedef uint_2 uint2;
typedef uint_3 uint3;
typedef uint_4 uint4;
typedef float_2 float2;
typedef float_3 float3;
typedef float_4 float4;
typedef double_2 double2;
typedef double_3 double3;
typedef double_4 double4;
typedef unsigned int uint;
#endif

template <typename T, int N> struct short_vector;
template <typename T> struct short_vector<T, 1> { typedef T type; };
template <typename T> struct short_vector<T, 2> { typedef detail::vec<T, 2> type; };
template <typename T> struct short_vector<T, 3> { typedef detail::vec<T, 3> type; };
template <typename T> struct short_vector<T, 4> { typedef detail::vec<T, 4> type; };

template <typename V> struct short_vector_traits {
  typedef V value_type;
  static constexpr int size = 1;
};
template <typename T, int N> struct short_vector_traits<detail::vec<T, N>> {
  typedef T value_type;
  static constexpr int size = N;
};

} // namespace graphics
} // namespace concurrency

#endif // AMP2HIP_DETAIL_SHORT_VECTORS_H
