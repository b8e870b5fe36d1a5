// concurrency::fast_math and concurrency::precise_math (AMP's amp_math.h),
// generated from the mapping table math_functions.def (one line per AMP
// entry point: namespace, name, arity, HIP float function, HIP double
// function). This header only turns each line into __host__ __device__
// wrappers; what maps to what lives in the table.
//
// Every wrapper is a template with one defaulted, never-deduced parameter
// and parameter types that depend on it. That makes it lose overload-
// resolution ties against the standard library: after
// `using namespace concurrency::fast_math;` an unqualified sqrtf(x) or
// sqrt(x) is not ambiguous with ::sqrtf / std::sqrt, while fast_math::sqrt(x)
// still works. An overload the table marks `-` (fast_math has no double
// forms) is declared but disabled, so it never takes part.
#ifndef AMP2HIP_DETAIL_MATH_H
#define AMP2HIP_DETAIL_MATH_H

#include "amp2hip/config.h"

#include <cfloat>
#include <cmath>
#include <type_traits>

namespace amp2hip {
namespace detail {
namespace mathfn {
// T, made dependent on N (so a disabled overload's body is never checked).
template <typename T, int N> struct dep { typedef T type; };
// False for the table's `-` (no such overload).
constexpr bool present(const char *s) { return !(s[0] == '-' && s[1] == '\0'); }
} // namespace mathfn
} // namespace detail
} // namespace amp2hip

// --- Helpers the table names (amp2hip_*), on top of HIP's functions --------
// Classification: the device overloads on the device, <cmath> on the host.
#if defined(AMP2HIP_DEVICE_PASS)
#define AMP2HIP_MATH_CLS(name, T) AMP2HIP_HDI int amp2hip_##name(T x) { return name(x); }
#else
#define AMP2HIP_MATH_CLS(name, T) AMP2HIP_HDI int amp2hip_##name(T x) { return std::name(x); }
#endif
AMP2HIP_MATH_CLS(isnan, float)
AMP2HIP_MATH_CLS(isnan, double)
AMP2HIP_MATH_CLS(isinf, float)
AMP2HIP_MATH_CLS(isinf, double)
AMP2HIP_MATH_CLS(isfinite, float)
AMP2HIP_MATH_CLS(isfinite, double)
AMP2HIP_MATH_CLS(signbit, float)
AMP2HIP_MATH_CLS(signbit, double)
#undef AMP2HIP_MATH_CLS
AMP2HIP_HDI int amp2hip_isnormal(float x) {
  return amp2hip_isfinite(x) && ::fabsf(x) >= FLT_MIN;
}
AMP2HIP_HDI int amp2hip_isnormal(double x) {
  return amp2hip_isfinite(x) && ::fabs(x) >= DBL_MIN;
}
// The <cmath> FP_* classes.
template <typename T> AMP2HIP_HDI int amp2hip_fpclassify_(T x, T tiny) {
  if (amp2hip_isnan(x))
    return FP_NAN;
  if (amp2hip_isinf(x))
    return FP_INFINITE;
  if (x == T(0))
    return FP_ZERO;
  return (x < T(0) ? -x : x) < tiny ? FP_SUBNORMAL : FP_NORMAL;
}
AMP2HIP_HDI int amp2hip_fpclassify(float x) { return amp2hip_fpclassify_(x, FLT_MIN); }
AMP2HIP_HDI int amp2hip_fpclassify(double x) { return amp2hip_fpclassify_(x, DBL_MIN); }
// AMP's lgamma(x, &sign): log|gamma(x)| and the sign of gamma(x).
template <typename T> AMP2HIP_HDI int amp2hip_gamma_sign(T x, T fl) {
  if (!(x < T(0)) || fl == x)
    return 1;
  // gamma is negative on (-1,0), (-3,-2), ...: where floor(x) is odd.
  const long long k = static_cast<long long>(fl);
  return (k % 2 == 0) ? 1 : -1;
}
AMP2HIP_HDI float amp2hip_lgammaf_r(float x, int *sign) {
  *sign = amp2hip_gamma_sign(x, ::floorf(x));
  return ::lgammaf(x);
}
AMP2HIP_HDI double amp2hip_lgamma_r(double x, int *sign) {
  *sign = amp2hip_gamma_sign(x, ::floor(x));
  return ::lgamma(x);
}
// scalb(x, n) with a floating n: x * 2^n for integral n, NaN otherwise.
AMP2HIP_HDI float amp2hip_scalbf(float x, float n) {
  if (amp2hip_isnan(n) || ::truncf(n) != n)
    return amp2hip_isinf(n) ? (n > 0 ? x * HUGE_VALF : x / HUGE_VALF) : NAN;
  return ::scalbnf(x, static_cast<int>(::fmaxf(::fminf(n, 65536.0f), -65536.0f)));
}
AMP2HIP_HDI double amp2hip_scalb(double x, double n) {
  if (amp2hip_isnan(n) || ::trunc(n) != n)
    return amp2hip_isinf(n) ? (n > 0 ? x * HUGE_VAL : x / HUGE_VAL) : NAN;
  return ::scalbn(x, static_cast<int>(::fmax(::fmin(n, 65536.0), -65536.0)));
}
// nan(payload): a quiet NaN carrying the payload in its low mantissa bits.
AMP2HIP_HDI float amp2hip_nanf(int payload) {
  union {
    unsigned int u;
    float f;
  } v;
  v.u = 0x7fc00000u | (static_cast<unsigned int>(payload) & 0x003fffffu);
  return v.f;
}
AMP2HIP_HDI double amp2hip_nan(int payload) {
  union {
    unsigned long long u;
    double d;
  } v;
  v.u = 0x7ff8000000000000ull | (static_cast<unsigned long long>(payload) & 0xffffffffull);
  return v.d;
}

// --- Generation ------------------------------------------------------------
#define AMP2HIP_MATH_STR_(x) #x
#define AMP2HIP_MATH_STR(x) AMP2HIP_MATH_STR_(x)
#define AMP2HIP_MATH_T(T) typename ::amp2hip::detail::mathfn::dep<T, N_>::type
#define AMP2HIP_MATH_TPL(F)                                                     \
  template <int N_ = 0,                                                        \
            typename std::enable_if<                                           \
                N_ == 0 && ::amp2hip::detail::mathfn::present(AMP2HIP_MATH_STR(F)), \
                int>::type = 0>                                                \
  AMP2HIP_HDI

// Signature kinds (the table's Arity): return type, parameters, arguments.
#define AMP2HIP_MATH_RET_1(T) T
#define AMP2HIP_MATH_SIG_1(T) (AMP2HIP_MATH_T(T) x)
#define AMP2HIP_MATH_ARG_1 (x)
#define AMP2HIP_MATH_RET_2(T) T
#define AMP2HIP_MATH_SIG_2(T) (AMP2HIP_MATH_T(T) x, AMP2HIP_MATH_T(T) y)
#define AMP2HIP_MATH_ARG_2 (x, y)
#define AMP2HIP_MATH_RET_3(T) T
#define AMP2HIP_MATH_SIG_3(T) (AMP2HIP_MATH_T(T) x, AMP2HIP_MATH_T(T) y, AMP2HIP_MATH_T(T) z)
#define AMP2HIP_MATH_ARG_3 (x, y, z)
#define AMP2HIP_MATH_RET_1_int(T) int
#define AMP2HIP_MATH_SIG_1_int(T) (AMP2HIP_MATH_T(T) x)
#define AMP2HIP_MATH_ARG_1_int (x)
#define AMP2HIP_MATH_RET_1_nan(T) T
#define AMP2HIP_MATH_SIG_1_nan(T) (AMP2HIP_MATH_T(int) x)
#define AMP2HIP_MATH_ARG_1_nan (x)
#define AMP2HIP_MATH_RET_2_int(T) T
#define AMP2HIP_MATH_SIG_2_int(T) (AMP2HIP_MATH_T(T) x, AMP2HIP_MATH_T(int) e)
#define AMP2HIP_MATH_ARG_2_int (x, e)
#define AMP2HIP_MATH_RET_2_intp(T) T
#define AMP2HIP_MATH_SIG_2_intp(T) (AMP2HIP_MATH_T(T) x, AMP2HIP_MATH_T(int *) e)
#define AMP2HIP_MATH_ARG_2_intp (x, e)
#define AMP2HIP_MATH_RET_2_ptr(T) T
#define AMP2HIP_MATH_SIG_2_ptr(T) (AMP2HIP_MATH_T(T) x, AMP2HIP_MATH_T(T *) p)
#define AMP2HIP_MATH_ARG_2_ptr (x, p)
#define AMP2HIP_MATH_RET_3_intp(T) T
#define AMP2HIP_MATH_SIG_3_intp(T) (AMP2HIP_MATH_T(T) x, AMP2HIP_MATH_T(T) y, AMP2HIP_MATH_T(int *) q)
#define AMP2HIP_MATH_ARG_3_intp (x, y, q)
#define AMP2HIP_MATH_RET_3_sincos(T) void
#define AMP2HIP_MATH_SIG_3_sincos(T) (AMP2HIP_MATH_T(T) x, AMP2HIP_MATH_T(T *) s, AMP2HIP_MATH_T(T *) c)
#define AMP2HIP_MATH_ARG_3_sincos (x, s, c)

// Pass 1, at global scope in namespace amp2hip_math_<Namespace>: the call of
// the HIP function, unqualified so that a `-` still parses (as a dependent
// expression that is never instantiated). Nothing in these namespaces is
// named like a HIP function, so lookup finds the global ones.
#define AMP2HIP_MATH_IMPL1(Arity, Name, T, F)                                   \
  AMP2HIP_MATH_TPL(F)                                                           \
  AMP2HIP_MATH_RET_##Arity(T) amp2hip_impl_##Name AMP2HIP_MATH_SIG_##Arity(T) {  \
    return F AMP2HIP_MATH_ARG_##Arity;                                          \
  }
#define AMP2HIP_MATH_IMPL(Namespace, Name, Arity, HipFloat, HipDouble)          \
  AMP2HIP_MATH_IMPL1(Arity, Name, float, HipFloat)                              \
  AMP2HIP_MATH_IMPL1(Arity, Name, double, HipDouble)
// Pass 2, in concurrency::<Namespace>: the AMP names.
#define AMP2HIP_MATH_WRAP1(Namespace, Arity, Name, T, F)                        \
  AMP2HIP_MATH_TPL(F)                                                           \
  AMP2HIP_MATH_RET_##Arity(T) Name AMP2HIP_MATH_SIG_##Arity(T) {                 \
    return ::amp2hip_math_##Namespace::amp2hip_impl_##Name<N_> AMP2HIP_MATH_ARG_##Arity; \
  }
#define AMP2HIP_MATH_WRAP(Namespace, Name, Arity, HipFloat, HipDouble)          \
  AMP2HIP_MATH_WRAP1(Namespace, Arity, Name, float, HipFloat)                   \
  AMP2HIP_MATH_WRAP1(Namespace, Arity, Name, double, HipDouble)

#define AMP2HIP_MATH_FN(Namespace, Name, Arity, HipFloat, HipDouble)            \
  AMP2HIP_MATH_FN_##Namespace(Namespace, Name, Arity, HipFloat, HipDouble)

#define AMP2HIP_MATH_FN_fast_math AMP2HIP_MATH_IMPL
#define AMP2HIP_MATH_FN_precise_math(...)
namespace amp2hip_math_fast_math {
#include "amp2hip/detail/math_functions.def"
} // namespace amp2hip_math_fast_math
#undef AMP2HIP_MATH_FN_fast_math
#undef AMP2HIP_MATH_FN_precise_math

#define AMP2HIP_MATH_FN_fast_math(...)
#define AMP2HIP_MATH_FN_precise_math AMP2HIP_MATH_IMPL
namespace amp2hip_math_precise_math {
#include "amp2hip/detail/math_functions.def"
} // namespace amp2hip_math_precise_math
#undef AMP2HIP_MATH_FN_fast_math
#undef AMP2HIP_MATH_FN_precise_math

namespace concurrency {

#define AMP2HIP_MATH_FN_fast_math AMP2HIP_MATH_WRAP
#define AMP2HIP_MATH_FN_precise_math(...)
namespace fast_math {
#include "amp2hip/detail/math_functions.def"
} // namespace fast_math
#undef AMP2HIP_MATH_FN_fast_math
#undef AMP2HIP_MATH_FN_precise_math

#define AMP2HIP_MATH_FN_fast_math(...)
#define AMP2HIP_MATH_FN_precise_math AMP2HIP_MATH_WRAP
namespace precise_math {
#include "amp2hip/detail/math_functions.def"
} // namespace precise_math
#undef AMP2HIP_MATH_FN_fast_math
#undef AMP2HIP_MATH_FN_precise_math

} // namespace concurrency

#undef AMP2HIP_MATH_FN
#undef AMP2HIP_MATH_IMPL
#undef AMP2HIP_MATH_IMPL1
#undef AMP2HIP_MATH_WRAP
#undef AMP2HIP_MATH_WRAP1
#undef AMP2HIP_MATH_TPL
#undef AMP2HIP_MATH_T
#undef AMP2HIP_MATH_STR
#undef AMP2HIP_MATH_STR_

#endif // AMP2HIP_DETAIL_MATH_H
