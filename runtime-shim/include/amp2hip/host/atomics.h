// amp2hip/host/atomics.h: HIP's device atomics on plain memory.
//
// Blocks run on several OS threads, so these are real atomic read-modify-
// writes (GCC/Clang __atomic builtins, sequentially consistent, which costs
// nothing extra on x86). Each returns the old value. They are templates over
// the arithmetic types (int, unsigned, unsigned long long, float, double,
// and also long, unsigned long, ...) with the value parameter not deduced, so
// `atomicAdd(&i, 1)` works for any element type, as HIP's overload set does.
#ifndef AMP2HIP_HOST_ATOMICS_H
#define AMP2HIP_HOST_ATOMICS_H

#include <type_traits>

namespace amp2hip {
namespace host {
namespace detail {

template <typename T> struct identity { using type = T; };
template <typename T> using nondeduced = typename identity<T>::type;

template <typename T>
using if_arith = std::enable_if_t<std::is_arithmetic<T>::value, T>;
template <typename T>
using if_integral = std::enable_if_t<std::is_integral<T>::value, T>;

// *addr = f(old) as a CAS loop; returns old. Works for floating point too
// (the generic __atomic_compare_exchange compares bit patterns).
template <typename T, typename F> inline T atomic_update(T *addr, F f) {
  T old;
  __atomic_load(addr, &old, __ATOMIC_RELAXED);
  T desired = f(old);
  while (!__atomic_compare_exchange(addr, &old, &desired, /*weak=*/true,
                                    __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
    desired = f(old);
  return old;
}

} // namespace detail
} // namespace host
} // namespace amp2hip

template <typename T>
inline ::amp2hip::host::detail::if_arith<T>
atomicAdd(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  if constexpr (std::is_integral<T>::value)
    return __atomic_fetch_add(addr, val, __ATOMIC_SEQ_CST);
  else
    return ::amp2hip::host::detail::atomic_update(addr,
                                                  [val](T v) { return v + val; });
}

template <typename T>
inline ::amp2hip::host::detail::if_arith<T>
atomicSub(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  if constexpr (std::is_integral<T>::value)
    return __atomic_fetch_sub(addr, val, __ATOMIC_SEQ_CST);
  else
    return ::amp2hip::host::detail::atomic_update(addr,
                                                  [val](T v) { return v - val; });
}

template <typename T>
inline ::amp2hip::host::detail::if_arith<T>
atomicExch(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  T old;
  __atomic_exchange(addr, &val, &old, __ATOMIC_SEQ_CST);
  return old;
}

template <typename T>
inline ::amp2hip::host::detail::if_arith<T>
atomicMin(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  return ::amp2hip::host::detail::atomic_update(
      addr, [val](T v) { return val < v ? val : v; });
}

template <typename T>
inline ::amp2hip::host::detail::if_arith<T>
atomicMax(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  return ::amp2hip::host::detail::atomic_update(
      addr, [val](T v) { return v < val ? val : v; });
}

template <typename T>
inline ::amp2hip::host::detail::if_integral<T>
atomicAnd(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  return __atomic_fetch_and(addr, val, __ATOMIC_SEQ_CST);
}

template <typename T>
inline ::amp2hip::host::detail::if_integral<T>
atomicOr(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  return __atomic_fetch_or(addr, val, __ATOMIC_SEQ_CST);
}

template <typename T>
inline ::amp2hip::host::detail::if_integral<T>
atomicXor(T *addr, ::amp2hip::host::detail::nondeduced<T> val) {
  return __atomic_fetch_xor(addr, val, __ATOMIC_SEQ_CST);
}

// Stores val if *addr == compare; returns the old value either way.
template <typename T>
inline ::amp2hip::host::detail::if_arith<T>
atomicCAS(T *addr, ::amp2hip::host::detail::nondeduced<T> compare,
          ::amp2hip::host::detail::nondeduced<T> val) {
  __atomic_compare_exchange(addr, &compare, &val, /*weak=*/false,
                            __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return compare; // holds the old value on failure, equals it on success
}

// HIP's wrapping increment: old >= limit ? 0 : old + 1.
inline unsigned atomicInc(unsigned *addr, unsigned limit) {
  return ::amp2hip::host::detail::atomic_update(
      addr, [limit](unsigned v) { return v >= limit ? 0u : v + 1; });
}

// HIP's wrapping decrement: (old == 0 || old > limit) ? limit : old - 1.
inline unsigned atomicDec(unsigned *addr, unsigned limit) {
  return ::amp2hip::host::detail::atomic_update(
      addr, [limit](unsigned v) { return (v == 0 || v > limit) ? limit : v - 1; });
}

#endif // AMP2HIP_HOST_ATOMICS_H
