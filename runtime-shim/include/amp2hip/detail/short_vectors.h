// concurrency::graphics short vector types (AMP's amp_short_vectors.h):
// int_2..4, uint_2..4, float_2..4, double_2..4, with components x, y, z, w
// as data members and component-wise arithmetic.
//
// AMP's swizzle properties (v.xy, v.zyx, ...) cannot be data members; the
// get_xy()/set_xy() style accessors are provided for two-component
// swizzles of the leading components only. norm/unorm types are not
// provided yet.
#ifndef AMP2HIP_DETAIL_SHORT_VECTORS_H
#define AMP2HIP_DETAIL_SHORT_VECTORS_H

#include "amp2hip/config.h"

#include <type_traits>

namespace concurrency {
namespace graphics {
namespace detail {

template <typename T, int N> struct vec_storage;
template <typename T> struct vec_storage<T, 2> { T x, y; };
template <typename T> struct vec_storage<T, 3> { T x, y, z; };
template <typename T> struct vec_storage<T, 4> { T x, y, z, w; };

template <typename T, int N> class vec : public vec_storage<T, N> {
  typedef vec_storage<T, N> base;

public:
  typedef T value_type;
  static constexpr int size = N;

  AMP2HIP_HD vec() {
    for (int i = 0; i < N; ++i)
      (*this)[i] = T();
  }
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
  // Between element types: explicit, as in AMP.
  template <typename U, typename std::enable_if<!std::is_same<U, T>::value, int>::type = 0>
  AMP2HIP_HD explicit vec(const vec<U, N> &o) {
    for (int i = 0; i < N; ++i)
      (*this)[i] = static_cast<T>(o[i]);
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
  AMP2HIP_HD const T &operator[](int i) const {
    return const_cast<vec &>(*this)[i];
  }

  AMP2HIP_HD T get_x() const { return this->x; }
  AMP2HIP_HD T get_y() const { return this->y; }
  AMP2HIP_HD void set_x(T v) { this->x = v; }
  AMP2HIP_HD void set_y(T v) { this->y = v; }
  template <int M = N, typename std::enable_if<(M >= 3), int>::type = 0>
  AMP2HIP_HD T get_z() const {
    return (*this)[2];
  }
  template <int M = N, typename std::enable_if<(M >= 3), int>::type = 0>
  AMP2HIP_HD void set_z(T v) {
    (*this)[2] = v;
  }
  template <int M = N, typename std::enable_if<(M >= 4), int>::type = 0>
  AMP2HIP_HD T get_w() const {
    return (*this)[3];
  }
  template <int M = N, typename std::enable_if<(M >= 4), int>::type = 0>
  AMP2HIP_HD void set_w(T v) {
    (*this)[3] = v;
  }
  AMP2HIP_HD vec<T, 2> get_xy() const { return vec<T, 2>(this->x, this->y); }
  AMP2HIP_HD void set_xy(const vec<T, 2> &v) {
    this->x = v.x;
    this->y = v.y;
  }

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
  AMP2HIP_HD vec &operator++() { return *this += T(1); }
  AMP2HIP_HD vec operator++(int) {
    vec r(*this);
    *this += T(1);
    return r;
  }
  AMP2HIP_HD vec &operator--() { return *this -= T(1); }
  AMP2HIP_HD vec operator--(int) {
    vec r(*this);
    *this -= T(1);
    return r;
  }

#define AMP2HIP_VEC_OP(op, cond)                                               \
  template <typename U = T, typename std::enable_if<cond, int>::type = 0>      \
  AMP2HIP_HD vec &operator op##=(const vec &o) {                                \
    for (int i = 0; i < N; ++i)                                                \
      (*this)[i] op## = o[i];                                                  \
    return *this;                                                              \
  }                                                                            \
  template <typename U = T, typename std::enable_if<cond, int>::type = 0>      \
  friend AMP2HIP_HD vec operator op(const vec &a, const vec &b) {               \
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
