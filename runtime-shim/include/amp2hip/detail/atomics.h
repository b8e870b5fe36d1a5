// AMP's atomic operations (restrict(amp)) on HIP's atomics. Each returns the
// value *dest held before the operation, as in AMP.
#ifndef AMP2HIP_DETAIL_ATOMICS_H
#define AMP2HIP_DETAIL_ATOMICS_H

#include "amp2hip/config.h"

namespace concurrency {

#define AMP2HIP_ATOMIC_BINARY(name, hipfn, type)                               \
  AMP2HIP_D inline type name(type *dest, type val) { return hipfn(dest, val); }

AMP2HIP_ATOMIC_BINARY(atomic_fetch_add, atomicAdd, int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_add, atomicAdd, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_sub, atomicSub, int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_sub, atomicSub, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_max, atomicMax, int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_max, atomicMax, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_min, atomicMin, int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_min, atomicMin, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_and, atomicAnd, int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_and, atomicAnd, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_or, atomicOr, int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_or, atomicOr, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_xor, atomicXor, int)
AMP2HIP_ATOMIC_BINARY(atomic_fetch_xor, atomicXor, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_exchange, atomicExch, int)
AMP2HIP_ATOMIC_BINARY(atomic_exchange, atomicExch, unsigned int)
AMP2HIP_ATOMIC_BINARY(atomic_exchange, atomicExch, float)
#undef AMP2HIP_ATOMIC_BINARY

// HIP's atomicInc/atomicDec wrap at a limit; AMP's are plain +1 / -1.
AMP2HIP_D inline int atomic_fetch_inc(int *dest) { return atomicAdd(dest, 1); }
AMP2HIP_D inline unsigned int atomic_fetch_inc(unsigned int *dest) {
  return atomicAdd(dest, 1u);
}
AMP2HIP_D inline int atomic_fetch_dec(int *dest) { return atomicSub(dest, 1); }
AMP2HIP_D inline unsigned int atomic_fetch_dec(unsigned int *dest) {
  return atomicSub(dest, 1u);
}

// Stores val if *dest == *expected and returns true; otherwise loads *dest
// into *expected and returns false.
AMP2HIP_D inline bool atomic_compare_exchange(int *dest, int *expected, int val) {
  const int want = *expected;
  const int old = atomicCAS(dest, want, val);
  if (old == want)
    return true;
  *expected = old;
  return false;
}
AMP2HIP_D inline bool atomic_compare_exchange(unsigned int *dest,
                                              unsigned int *expected,
                                              unsigned int val) {
  const unsigned int want = *expected;
  const unsigned int old = atomicCAS(dest, want, val);
  if (old == want)
    return true;
  *expected = old;
  return false;
}

} // namespace concurrency

#endif // AMP2HIP_DETAIL_ATOMICS_H
