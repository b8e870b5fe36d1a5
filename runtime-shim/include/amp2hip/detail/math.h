// concurrency::fast_math and concurrency::precise_math (AMP's amp_math.h)
// as __host__ __device__ wrappers over the C math functions, which HIP
// provides on the device and the C library on the host.
//
// Every wrapper is a template with one defaulted, never-deduced parameter.
// That makes it lose overload-resolution ties against the standard library:
// after `using namespace concurrency::fast_math;` an unqualified sqrtf(x) or
// sqrt(x) is not ambiguous with ::sqrtf / std::sqrt (it calls the standard
// one, which computes the same thing), while fast_math::sqrt(x) still works.
//
// fast_math calls the same functions as precise_math's float forms: HIP's
// float functions are already fast, and the reduced-precision intrinsics
// (__expf, __sinf, ...) would make results differ from the host backend's.
#ifndef AMP2HIP_DETAIL_MATH_H
#define AMP2HIP_DETAIL_MATH_H

#include "amp2hip/config.h"

#include <cmath>

namespace amp2hip {
namespace detail {
namespace mathfn {
// Classification, through the device overloads on the device and <cmath> on
// the host.
#if defined(AMP2HIP_DEVICE_PASS)
AMP2HIP_HDI int is_nan(float x) { return isnan(x); }
AMP2HIP_HDI int is_nan(double x) { return isnan(x); }
AMP2HIP_HDI int is_inf(float x) { return isinf(x); }
AMP2HIP_HDI int is_inf(double x) { return isinf(x); }
AMP2HIP_HDI int is_finite(float x) { return isfinite(x); }
AMP2HIP_HDI int is_finite(double x) { return isfinite(x); }
AMP2HIP_HDI int sign_bit(float x) { return signbit(x); }
AMP2HIP_HDI int sign_bit(double x) { return signbit(x); }
#else
inline int is_nan(float x) { return std::isnan(x); }
inline int is_nan(double x) { return std::isnan(x); }
inline int is_inf(float x) { return std::isinf(x); }
inline int is_inf(double x) { return std::isinf(x); }
inline int is_finite(float x) { return std::isfinite(x); }
inline int is_finite(double x) { return std::isfinite(x); }
inline int sign_bit(float x) { return std::signbit(x); }
inline int sign_bit(double x) { return std::signbit(x); }
#endif
AMP2HIP_HDI float rsqrt_f(float x) { return 1.0f / ::sqrtf(x); }
AMP2HIP_HDI double rsqrt_d(double x) { return 1.0 / ::sqrt(x); }
} // namespace mathfn
} // namespace detail
} // namespace amp2hip

// name(float) and namef(float), implemented by cfn_f.
#define AMP2HIP_MATH_F1(name, cfn_f)                                            \
  template <int = 0> AMP2HIP_HDI float name(float x) { return cfn_f(x); }      \
  template <int = 0> AMP2HIP_HDI float name##f(float x) { return cfn_f(x); }
#define AMP2HIP_MATH_F2(name, cfn_f)                                            \
  template <int = 0> AMP2HIP_HDI float name(float x, float y) {                \
    return cfn_f(x, y);                                                        \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI float name##f(float x, float y) {             \
    return cfn_f(x, y);                                                        \
  }
#define AMP2HIP_MATH_D1(name, cfn_d)                                            \
  template <int = 0> AMP2HIP_HDI double name(double x) { return cfn_d(x); }
#define AMP2HIP_MATH_D2(name, cfn_d)                                            \
  template <int = 0> AMP2HIP_HDI double name(double x, double y) {             \
    return cfn_d(x, y);                                                        \
  }
#define AMP2HIP_MATH_FD1(name, cfn_f, cfn_d)                                    \
  AMP2HIP_MATH_F1(name, cfn_f)                                                  \
  AMP2HIP_MATH_D1(name, cfn_d)
#define AMP2HIP_MATH_FD2(name, cfn_f, cfn_d)                                    \
  AMP2HIP_MATH_F2(name, cfn_f)                                                  \
  AMP2HIP_MATH_D2(name, cfn_d)

// The functions both namespaces have (float forms in fast_math).
#define AMP2HIP_MATH_COMMON(DEF1, DEF2)                                         \
  DEF1(acos, ::acosf, ::acos)                                                   \
  DEF1(asin, ::asinf, ::asin)                                                   \
  DEF1(atan, ::atanf, ::atan)                                                   \
  DEF2(atan2, ::atan2f, ::atan2)                                                \
  DEF1(ceil, ::ceilf, ::ceil)                                                   \
  DEF1(cos, ::cosf, ::cos)                                                      \
  DEF1(cosh, ::coshf, ::cosh)                                                   \
  DEF1(exp, ::expf, ::exp)                                                      \
  DEF1(exp2, ::exp2f, ::exp2)                                                   \
  DEF1(fabs, ::fabsf, ::fabs)                                                   \
  DEF1(floor, ::floorf, ::floor)                                                \
  DEF2(fmax, ::fmaxf, ::fmax)                                                   \
  DEF2(fmin, ::fminf, ::fmin)                                                   \
  DEF2(fmod, ::fmodf, ::fmod)                                                   \
  DEF1(log, ::logf, ::log)                                                      \
  DEF1(log10, ::log10f, ::log10)                                                \
  DEF1(log2, ::log2f, ::log2)                                                   \
  DEF2(pow, ::powf, ::pow)                                                      \
  DEF1(round, ::roundf, ::round)                                                \
  DEF1(rsqrt, amp2hip::detail::mathfn::rsqrt_f, amp2hip::detail::mathfn::rsqrt_d) \
  DEF1(sin, ::sinf, ::sin)                                                      \
  DEF1(sinh, ::sinhf, ::sinh)                                                   \
  DEF1(sqrt, ::sqrtf, ::sqrt)                                                   \
  DEF1(tan, ::tanf, ::tan)                                                      \
  DEF1(tanh, ::tanhf, ::tanh)                                                   \
  DEF1(trunc, ::truncf, ::trunc)

#define AMP2HIP_MATH_F1_OF3(name, cfn_f, cfn_d) AMP2HIP_MATH_F1(name, cfn_f)
#define AMP2HIP_MATH_F2_OF3(name, cfn_f, cfn_d) AMP2HIP_MATH_F2(name, cfn_f)

// Classification and decomposition, for one floating type T.
#define AMP2HIP_MATH_CLASSIFY(T, SUFFIX)                                        \
  template <int = 0> AMP2HIP_HDI int isnan(T x) {                              \
    return amp2hip::detail::mathfn::is_nan(x);                                 \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI int isinf(T x) {                              \
    return amp2hip::detail::mathfn::is_inf(x);                                 \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI int isfinite(T x) {                           \
    return amp2hip::detail::mathfn::is_finite(x);                              \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI int signbit(T x) {                            \
    return amp2hip::detail::mathfn::sign_bit(x);                               \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI void sincos(T x, T *s, T *c) {                \
    *s = ::sin##SUFFIX(x);                                                     \
    *c = ::cos##SUFFIX(x);                                                     \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI T frexp(T x, int *e) {                        \
    return ::frexp##SUFFIX(x, e);                                              \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI T ldexp(T x, int e) {                         \
    return ::ldexp##SUFFIX(x, e);                                              \
  }                                                                            \
  template <int = 0> AMP2HIP_HDI T modf(T x, T *ip) {                          \
    return ::modf##SUFFIX(x, ip);                                              \
  }

namespace concurrency {

namespace fast_math {
AMP2HIP_MATH_COMMON(AMP2HIP_MATH_F1_OF3, AMP2HIP_MATH_F2_OF3)
AMP2HIP_MATH_CLASSIFY(float, f)
template <int = 0> AMP2HIP_HDI void sincosf(float x, float *s, float *c) {
  *s = ::sinf(x);
  *c = ::cosf(x);
}
template <int = 0> AMP2HIP_HDI float frexpf(float x, int *e) { return ::frexpf(x, e); }
template <int = 0> AMP2HIP_HDI float ldexpf(float x, int e) { return ::ldexpf(x, e); }
template <int = 0> AMP2HIP_HDI float modff(float x, float *ip) { return ::modff(x, ip); }
template <int = 0> AMP2HIP_HDI int signbitf(float x) {
  return amp2hip::detail::mathfn::sign_bit(x);
}
} // namespace fast_math

namespace precise_math {
AMP2HIP_MATH_COMMON(AMP2HIP_MATH_FD1, AMP2HIP_MATH_FD2)
AMP2HIP_MATH_CLASSIFY(float, f)
AMP2HIP_MATH_CLASSIFY(double, )
template <int = 0> AMP2HIP_HDI void sincosf(float x, float *s, float *c) {
  *s = ::sinf(x);
  *c = ::cosf(x);
}
template <int = 0> AMP2HIP_HDI float frexpf(float x, int *e) { return ::frexpf(x, e); }
template <int = 0> AMP2HIP_HDI float ldexpf(float x, int e) { return ::ldexpf(x, e); }
template <int = 0> AMP2HIP_HDI float modff(float x, float *ip) { return ::modff(x, ip); }

AMP2HIP_MATH_FD1(acosh, ::acoshf, ::acosh)
AMP2HIP_MATH_FD1(asinh, ::asinhf, ::asinh)
AMP2HIP_MATH_FD1(atanh, ::atanhf, ::atanh)
AMP2HIP_MATH_FD1(cbrt, ::cbrtf, ::cbrt)
AMP2HIP_MATH_FD2(copysign, ::copysignf, ::copysign)
AMP2HIP_MATH_FD1(erf, ::erff, ::erf)
AMP2HIP_MATH_FD1(erfc, ::erfcf, ::erfc)
AMP2HIP_MATH_FD1(expm1, ::expm1f, ::expm1)
AMP2HIP_MATH_FD2(fdim, ::fdimf, ::fdim)
AMP2HIP_MATH_FD2(hypot, ::hypotf, ::hypot)
AMP2HIP_MATH_FD1(lgamma, ::lgammaf, ::lgamma)
AMP2HIP_MATH_FD1(log1p, ::log1pf, ::log1p)
AMP2HIP_MATH_FD1(logb, ::logbf, ::logb)
AMP2HIP_MATH_FD1(nearbyint, ::nearbyintf, ::nearbyint)
AMP2HIP_MATH_FD2(nextafter, ::nextafterf, ::nextafter)
AMP2HIP_MATH_FD2(remainder, ::remainderf, ::remainder)
AMP2HIP_MATH_FD1(rint, ::rintf, ::rint)
AMP2HIP_MATH_FD1(tgamma, ::tgammaf, ::tgamma)

template <int = 0> AMP2HIP_HDI float fma(float a, float b, float c) {
  return ::fmaf(a, b, c);
}
template <int = 0> AMP2HIP_HDI float fmaf(float a, float b, float c) {
  return ::fmaf(a, b, c);
}
template <int = 0> AMP2HIP_HDI double fma(double a, double b, double c) {
  return ::fma(a, b, c);
}
template <int = 0> AMP2HIP_HDI int ilogb(float x) { return ::ilogbf(x); }
template <int = 0> AMP2HIP_HDI int ilogbf(float x) { return ::ilogbf(x); }
template <int = 0> AMP2HIP_HDI int ilogb(double x) { return ::ilogb(x); }
template <int = 0> AMP2HIP_HDI float scalbn(float x, int e) { return ::scalbnf(x, e); }
template <int = 0> AMP2HIP_HDI float scalbnf(float x, int e) { return ::scalbnf(x, e); }
template <int = 0> AMP2HIP_HDI double scalbn(double x, int e) { return ::scalbn(x, e); }
template <int = 0> AMP2HIP_HDI float remquo(float x, float y, int *q) {
  return ::remquof(x, y, q);
}
template <int = 0> AMP2HIP_HDI float remquof(float x, float y, int *q) {
  return ::remquof(x, y, q);
}
template <int = 0> AMP2HIP_HDI double remquo(double x, double y, int *q) {
  return ::remquo(x, y, q);
}
template <int = 0> AMP2HIP_HDI float exp10(float x) { return ::powf(10.0f, x); }
template <int = 0> AMP2HIP_HDI float exp10f(float x) { return ::powf(10.0f, x); }
template <int = 0> AMP2HIP_HDI double exp10(double x) { return ::pow(10.0, x); }
template <int = 0> AMP2HIP_HDI float rcbrt(float x) { return 1.0f / ::cbrtf(x); }
template <int = 0> AMP2HIP_HDI float rcbrtf(float x) { return 1.0f / ::cbrtf(x); }
template <int = 0> AMP2HIP_HDI double rcbrt(double x) { return 1.0 / ::cbrt(x); }
template <int = 0> AMP2HIP_HDI float sinpi(float x) {
  return ::sinf(3.14159265358979323846f * x);
}
template <int = 0> AMP2HIP_HDI float sinpif(float x) { return sinpi(x); }
template <int = 0> AMP2HIP_HDI double sinpi(double x) {
  return ::sin(3.14159265358979323846 * x);
}
template <int = 0> AMP2HIP_HDI float cospi(float x) {
  return ::cosf(3.14159265358979323846f * x);
}
template <int = 0> AMP2HIP_HDI float cospif(float x) { return cospi(x); }
template <int = 0> AMP2HIP_HDI double cospi(double x) {
  return ::cos(3.14159265358979323846 * x);
}
} // namespace precise_math

} // namespace concurrency

#undef AMP2HIP_MATH_F1
#undef AMP2HIP_MATH_F2
#undef AMP2HIP_MATH_D1
#undef AMP2HIP_MATH_D2
#undef AMP2HIP_MATH_FD1
#undef AMP2HIP_MATH_FD2
#undef AMP2HIP_MATH_COMMON
#undef AMP2HIP_MATH_F1_OF3
#undef AMP2HIP_MATH_F2_OF3
#undef AMP2HIP_MATH_CLASSIFY

#endif // AMP2HIP_DETAIL_MATH_H
