// AMP's atomic operations (restrict(amp)) on HIP's atomics, generated from
// the mapping table atomics.def. Each returns the value *dest held before
// the operation, as in AMP; atomic_compare_exchange returns whether it
// stored and otherwise loads the current value into *expected.
#ifndef AMP2HIP_DETAIL_ATOMICS_H
#define AMP2HIP_DETAIL_ATOMICS_H

#include "amp2hip/config.h"

// Helpers the table names. HIP's atomicInc/atomicDec wrap at a limit; AMP's
// are plain +1 / -1.
template <typename T> AMP2HIP_D inline T amp2hip_atomic_inc(T *dest) {
  return atomicAdd(dest, T(1));
}
template <typename T> AMP2HIP_D inline T amp2hip_atomic_dec(T *dest) {
  return atomicSub(dest, T(1));
}
template <typename T> struct amp2hip_atomic_same { typedef T type; };
template <typename T>
AMP2HIP_D inline bool amp2hip_atomic_cas(T *dest, T *expected,
                                         typename amp2hip_atomic_same<T>::type val) {
  const T want = *expected;
  const T old = atomicCAS(dest, want, val);
  if (old == want)
    return true;
  *expected = old;
  return false;
}

namespace concurrency {

// One overload per element type, forwarding its arguments (converted to the
// parameter types of the HIP function) to HipName.
#define AMP2HIP_ATOMIC_ONE(Name, HipName, T)                                   \
  template <typename... A>                                                     \
  AMP2HIP_D inline auto Name(T *dest, A... a)->decltype(HipName(dest, a...)) { \
    return HipName(dest, a...);                                                \
  }
#define AMP2HIP_ATOMIC_TYPES_int_uint(Name, HipName)                           \
  AMP2HIP_ATOMIC_ONE(Name, HipName, int)                                       \
  AMP2HIP_ATOMIC_ONE(Name, HipName, unsigned int)
#define AMP2HIP_ATOMIC_TYPES_int_uint_float(Name, HipName)                     \
  AMP2HIP_ATOMIC_TYPES_int_uint(Name, HipName)                                 \
  AMP2HIP_ATOMIC_ONE(Name, HipName, float)
#define AMP2HIP_ATOMIC_FN(Name, HipName, Types)                                \
  AMP2HIP_ATOMIC_TYPES_##Types(Name, HipName)
#include "amp2hip/detail/atomics.def"
#undef AMP2HIP_ATOMIC_FN
#undef AMP2HIP_ATOMIC_TYPES_int_uint
#undef AMP2HIP_ATOMIC_TYPES_int_uint_float
#undef AMP2HIP_ATOMIC_ONE

#if defined(AMP2HIP_TRANSLATING)
// Not C++ AMP (its atomic arithmetic takes int and unsigned int): declared
// only while amp2hip parses AMP code, so that such a call parses and is
// reported where it is (amp2hip-2031), with the HIP alternative.
float atomic_fetch_add(float *dest, float value);
float atomic_fetch_sub(float *dest, float value);
float atomic_fetch_max(float *dest, float value);
float atomic_fetch_min(float *dest, float value);
float atomic_fetch_inc(float *dest);
float atomic_fetch_dec(float *dest);
double atomic_fetch_add(double *dest, double value);
double atomic_fetch_sub(double *dest, double value);
double atomic_fetch_max(double *dest, double value);
double atomic_fetch_min(double *dest, double value);
#endif

} // namespace concurrency

#endif // AMP2HIP_DETAIL_ATOMICS_H
