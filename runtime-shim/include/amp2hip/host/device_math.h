// amp2hip/host/device_math.h: the CUDA/HIP device math library on the host.
//
// <math.h> already gives the C99 float functions in the global namespace
// (sqrtf, expf, exp10f and sincosf as GNU extensions, ...). Added here: what
// HIP has and glibc lacks (rsqrtf, rcbrtf, sinpif, sincospif, fdividef, ...),
// the __ intrinsics, and global min/max overloads.
//
// glibc's <math.h> already *declares* __expf, __sinf, __powf, ... (its
// internal names, with C linkage) but libm does not export them, so they are
// defined here as inline with the same C linkage and exception specification.
#ifndef AMP2HIP_HOST_DEVICE_MATH_H
#define AMP2HIP_HOST_DEVICE_MATH_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <math.h>
#include <type_traits>

#if defined(__GLIBC__) || defined(__GNU_LIBRARY__)
#define AMP2HIP_MATH_NOEXCEPT noexcept
#else
#define AMP2HIP_MATH_NOEXCEPT
#endif

// --- Functions HIP has and glibc lacks ---------------------------------------

// C23 adds rsqrt, sinpi and cospi; glibc declares them from 2.41 on.
#if !(defined(__GLIBC__) &&                                                    \
      (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 41)))
inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }
inline double rsqrt(double x) { return 1.0 / std::sqrt(x); }
inline float sinpif(float x) { return std::sin(3.14159265358979323846f * x); }
inline double sinpi(double x) { return std::sin(3.14159265358979323846 * x); }
inline float cospif(float x) { return std::cos(3.14159265358979323846f * x); }
inline double cospi(double x) { return std::cos(3.14159265358979323846 * x); }
#endif
inline float rcbrtf(float x) { return 1.0f / std::cbrt(x); }
inline double rcbrt(double x) { return 1.0 / std::cbrt(x); }
inline void sincospif(float x, float *s, float *c) {
  *s = sinpif(x);
  *c = cospif(x);
}
inline void sincospi(double x, double *s, double *c) {
  *s = sinpi(x);
  *c = cospi(x);
}
inline float fdividef(float a, float b) { return a / b; }
inline float normcdff(float x) { return 0.5f * std::erfc(-x * 0.70710678118654752f); }
inline double normcdf(double x) { return 0.5 * std::erfc(-x * 0.70710678118654752); }
inline float saturatef(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }

// Inverse error functions (precise_math::erfinv/erfcinv/probit map to them).
// A starting guess refined by Newton steps on erf / log(erfc), to double
// precision except within a few ulp of the poles.
namespace amp2hip {
namespace host {
namespace detail {
constexpr double two_over_sqrt_pi = 1.12837916709551257390;
// Giles' single-precision approximation, a starting point for |y| < 1.
inline double erfinv_guess(double y) {
  double w = -std::log((1.0 - y) * (1.0 + y)), p;
  if (w < 5.0) {
    w -= 2.5;
    p = 2.81022636e-08;
    p = 3.43273939e-07 + p * w;
    p = -3.5233877e-06 + p * w;
    p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w;
    p = -0.00125372503 + p * w;
    p = -0.00417768164 + p * w;
    p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
  } else {
    w = std::sqrt(w) - 3.0;
    p = -0.000200214257;
    p = 0.000100950558 + p * w;
    p = 0.00134934322 + p * w;
    p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w;
    p = -0.0076224613 + p * w;
    p = 0.00943887047 + p * w;
    p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
  }
  return p * y;
}
// erfcinv for y in (0, 1]: x >= 0 with erfc(x) = y.
inline double erfcinv_pos(double y) {
  double x;
  if (y > 1e-3) {
    x = erfinv_guess(1.0 - y);
    for (int i = 0; i < 3; ++i)
      x += (std::erfc(x) - y) / (two_over_sqrt_pi * std::exp(-x * x));
    return x;
  }
  // Newton on log(erfc(x)) = log(y), which is nearly linear in x*x.
  const double ly = std::log(y);
  x = std::sqrt(-ly);
  for (int i = 0; i < 60; ++i) {
    const double e = std::erfc(x);
    if (e == 0.0)
      break;
    const double f = std::log(e) - ly;
    const double d = -two_over_sqrt_pi * std::exp(-x * x) / e;
    const double step = f / d;
    x -= step;
    if (std::fabs(step) <= 1e-16 * x)
      break;
  }
  return x;
}
} // namespace detail
} // namespace host
} // namespace amp2hip

inline double erfinv(double y) {
  if (std::isnan(y) || y < -1.0 || y > 1.0)
    return NAN;
  if (y == 1.0)
    return HUGE_VAL;
  if (y == -1.0)
    return -HUGE_VAL;
  if (std::fabs(y) > 0.9)
    return y > 0 ? ::amp2hip::host::detail::erfcinv_pos(1.0 - y)
                 : -::amp2hip::host::detail::erfcinv_pos(1.0 + y);
  double x = ::amp2hip::host::detail::erfinv_guess(y);
  for (int i = 0; i < 3; ++i)
    x -= (std::erf(x) - y) /
         (::amp2hip::host::detail::two_over_sqrt_pi * std::exp(-x * x));
  return x;
}
inline double erfcinv(double y) {
  if (std::isnan(y) || y < 0.0 || y > 2.0)
    return NAN;
  if (y == 0.0)
    return HUGE_VAL;
  if (y == 2.0)
    return -HUGE_VAL;
  return y <= 1.0 ? ::amp2hip::host::detail::erfcinv_pos(y)
                  : -::amp2hip::host::detail::erfcinv_pos(2.0 - y);
}
inline float erfinvf(float y) { return static_cast<float>(erfinv(y)); }
inline float erfcinvf(float y) { return static_cast<float>(erfcinv(y)); }
// The inverse of the standard normal CDF: -sqrt(2) * erfcinv(2p).
inline double normcdfinv(double p) { return -1.41421356237309504880 * erfcinv(2.0 * p); }
inline float normcdfinvf(float p) { return static_cast<float>(normcdfinv(p)); }

// --- Fast-math intrinsics that glibc declares but does not export ----------

extern "C" {
inline float __expf(float x) AMP2HIP_MATH_NOEXCEPT { return ::expf(x); }
inline float __exp10f(float x) AMP2HIP_MATH_NOEXCEPT { return ::powf(10.0f, x); }
inline float __logf(float x) AMP2HIP_MATH_NOEXCEPT { return ::logf(x); }
inline float __log2f(float x) AMP2HIP_MATH_NOEXCEPT { return ::log2f(x); }
inline float __log10f(float x) AMP2HIP_MATH_NOEXCEPT { return ::log10f(x); }
inline float __sinf(float x) AMP2HIP_MATH_NOEXCEPT { return ::sinf(x); }
inline float __cosf(float x) AMP2HIP_MATH_NOEXCEPT { return ::cosf(x); }
inline float __tanf(float x) AMP2HIP_MATH_NOEXCEPT { return ::tanf(x); }
inline float __powf(float x, float y) AMP2HIP_MATH_NOEXCEPT { return ::powf(x, y); }
}

// --- Other intrinsics (not in glibc) ------------------------------------------

inline void __sincosf(float x, float *s, float *c) {
  *s = std::sin(x);
  *c = std::cos(x);
}
inline float __fdividef(float a, float b) { return a / b; }
inline float __fdiv_rn(float a, float b) { return a / b; }
inline float __fsqrt_rn(float x) { return std::sqrt(x); }
inline float __frsqrt_rn(float x) { return 1.0f / std::sqrt(x); }
inline float __frcp_rn(float x) { return 1.0f / x; }
inline float __fmul_rn(float a, float b) { return a * b; }
inline float __fadd_rn(float a, float b) { return a + b; }
inline float __fsub_rn(float a, float b) { return a - b; }
inline float __fmaf_rn(float a, float b, float c) { return std::fma(a, b, c); }
inline double __dsqrt_rn(double x) { return std::sqrt(x); }
inline double __drcp_rn(double x) { return 1.0 / x; }
inline double __ddiv_rn(double a, double b) { return a / b; }
inline double __dmul_rn(double a, double b) { return a * b; }
inline double __dadd_rn(double a, double b) { return a + b; }
inline double __fma_rn(double a, double b, double c) { return std::fma(a, b, c); }
// Clamps to [0, 1]; NaN becomes 0, as on the GPU.
inline float __saturatef(float x) { return saturatef(x); }

// Conversions. The default FP environment rounds to nearest even, so
// nearbyint implements _rn.
inline int __float2int_rn(float x) { return static_cast<int>(std::nearbyint(x)); }
inline int __float2int_rz(float x) { return static_cast<int>(x); }
inline int __float2int_rd(float x) { return static_cast<int>(std::floor(x)); }
inline int __float2int_ru(float x) { return static_cast<int>(std::ceil(x)); }
inline unsigned __float2uint_rn(float x) {
  return static_cast<unsigned>(std::nearbyint(x));
}
inline unsigned __float2uint_rz(float x) { return static_cast<unsigned>(x); }
inline float __int2float_rn(int x) { return static_cast<float>(x); }
inline float __uint2float_rn(unsigned x) { return static_cast<float>(x); }
inline int __double2int_rn(double x) { return static_cast<int>(std::nearbyint(x)); }
inline float __double2float_rn(double x) { return static_cast<float>(x); }

// The same bits as another type of the same size (C++20's std::bit_cast).
template <typename To, typename From> inline To amp2hip_bit_cast(From x) {
  static_assert(sizeof(To) == sizeof(From), "bit casts keep the size");
  To out;
  std::memcpy(&out, &x, sizeof out);
  return out;
}
inline int __float_as_int(float x) { return amp2hip_bit_cast<int>(x); }
inline unsigned __float_as_uint(float x) { return amp2hip_bit_cast<unsigned>(x); }
inline float __int_as_float(int i) { return amp2hip_bit_cast<float>(i); }
inline float __uint_as_float(unsigned i) { return amp2hip_bit_cast<float>(i); }
inline long long __double_as_longlong(double x) { return amp2hip_bit_cast<long long>(x); }
inline double __longlong_as_double(long long i) { return amp2hip_bit_cast<double>(i); }

// Integer intrinsics.
inline int __clz(int x) {
  return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x));
}
inline int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x));
}
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffs(unsigned x) { return __builtin_ffs(static_cast<int>(x)); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline int __ffsll(unsigned long long x) {
  return __builtin_ffsll(static_cast<long long>(x));
}
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline unsigned __brev(unsigned x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
}
inline unsigned long long __brevll(unsigned long long x) {
  return (static_cast<unsigned long long>(__brev(static_cast<unsigned>(x)))
          << 32) |
         __brev(static_cast<unsigned>(x >> 32));
}
// Products of the low 24 bits (sign-extended for __mul24).
inline int __mul24(int a, int b) {
  auto s24 = [](int v) {
    std::int32_t u = static_cast<std::int32_t>(static_cast<std::uint32_t>(v) << 8);
    return u >> 8;
  };
  return static_cast<int>(static_cast<std::int64_t>(s24(a)) * s24(b));
}
inline unsigned __umul24(unsigned a, unsigned b) {
  return (a & 0xFFFFFFu) * (b & 0xFFFFFFu);
}
inline int __mulhi(int a, int b) {
  return static_cast<int>((static_cast<std::int64_t>(a) * b) >> 32);
}
inline unsigned __umulhi(unsigned a, unsigned b) {
  return static_cast<unsigned>((static_cast<std::uint64_t>(a) * b) >> 32);
}
inline long long __mul64hi(long long a, long long b) {
  return static_cast<long long>((static_cast<__int128>(a) * b) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long a,
                                     unsigned long long b) {
  return static_cast<unsigned long long>(
      (static_cast<unsigned __int128>(a) * b) >> 64);
}

template <typename T> inline T __ldg(const T *p) { return *p; }

// --- min / max ------------------------------------------------------------------
// HIP and CUDA define these globally. Same-type calls use non-template
// overloads, which an unqualified min(a, b) under `using namespace std`
// prefers to std::min. Mixed types (int and unsigned, int and size_t, float
// and double, ...) go to a template on the common type, as CUDA's mixed
// overloads do, instead of being ambiguous.
#define AMP2HIP_MINMAX(T)                                                      \
  inline T min(T a, T b) { return b < a ? b : a; }                             \
  inline T max(T a, T b) { return a < b ? b : a; }
AMP2HIP_MINMAX(int)
AMP2HIP_MINMAX(unsigned)
AMP2HIP_MINMAX(long)
AMP2HIP_MINMAX(unsigned long)
AMP2HIP_MINMAX(long long)
AMP2HIP_MINMAX(unsigned long long)
#undef AMP2HIP_MINMAX
// Floating point: fmin/fmax semantics (a NaN operand yields the other one).
inline float min(float a, float b) { return std::fmin(a, b); }
inline float max(float a, float b) { return std::fmax(a, b); }
inline double min(double a, double b) { return std::fmin(a, b); }
inline double max(double a, double b) { return std::fmax(a, b); }

namespace amp2hip {
namespace host {
namespace detail {
template <typename A, typename B>
using mixed_arith_t =
    std::enable_if_t<std::is_arithmetic<A>::value &&
                         std::is_arithmetic<B>::value &&
                         !std::is_same<A, B>::value,
                     std::common_type_t<A, B>>;
} // namespace detail
} // namespace host
} // namespace amp2hip

template <typename A, typename B>
inline ::amp2hip::host::detail::mixed_arith_t<A, B> min(A a, B b) {
  using R = std::common_type_t<A, B>;
  if constexpr (std::is_floating_point<R>::value)
    return std::fmin(static_cast<R>(a), static_cast<R>(b));
  else
    return static_cast<R>(b) < static_cast<R>(a) ? static_cast<R>(b)
                                                 : static_cast<R>(a);
}
template <typename A, typename B>
inline ::amp2hip::host::detail::mixed_arith_t<A, B> max(A a, B b) {
  using R = std::common_type_t<A, B>;
  if constexpr (std::is_floating_point<R>::value)
    return std::fmax(static_cast<R>(a), static_cast<R>(b));
  else
    return static_cast<R>(a) < static_cast<R>(b) ? static_cast<R>(b)
                                                 : static_cast<R>(a);
}

#endif // AMP2HIP_HOST_DEVICE_MATH_H
