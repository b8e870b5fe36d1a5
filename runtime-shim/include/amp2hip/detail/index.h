// concurrency::index<N>: an N-dimensional integer point (AMP 1.2).
//
// Trivially copyable and usable on host and device, so it can be a kernel
// argument and live in registers.
#ifndef AMP2HIP_DETAIL_INDEX_H
#define AMP2HIP_DETAIL_INDEX_H

#include "amp2hip/config.h"

#include <type_traits>

namespace concurrency {

template <int N> class extent;

template <int N> class index {
  static_assert(N >= 1, "index rank must be at least 1");

public:
  static constexpr int rank = N;
  typedef int value_type;

  AMP2HIP_HD index() {
    for (int i = 0; i < N; ++i)
      v_[i] = 0;
  }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD explicit index(int i0) {
    v_[0] = i0;
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD index(int i0, int i1) {
    v_[0] = i0;
    v_[1] = i1;
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD index(int i0, int i1, int i2) {
    v_[0] = i0;
    v_[1] = i1;
    v_[2] = i2;
  }
  AMP2HIP_HD explicit index(const int components[]) {
    for (int i = 0; i < N; ++i)
      v_[i] = components[i];
  }
  AMP2HIP_HD explicit index(int components[]) {
    for (int i = 0; i < N; ++i)
      v_[i] = components[i];
  }

  AMP2HIP_HD int operator[](int i) const { return v_[i]; }
  AMP2HIP_HD int &operator[](int i) { return v_[i]; }

#define AMP2HIP_INDEX_OP(op)                                                   \
  AMP2HIP_HD index &operator op##=(const index &rhs) {                          \
    for (int i = 0; i < N; ++i)                                                \
      v_[i] op## = rhs.v_[i];                                                  \
    return *this;                                                              \
  }                                                                            \
  AMP2HIP_HD index &operator op##=(int rhs) {                                   \
    for (int i = 0; i < N; ++i)                                                \
      v_[i] op## = rhs;                                                        \
    return *this;                                                              \
  }                                                                            \
  friend AMP2HIP_HD index operator op(const index &lhs, const index &rhs) {     \
    index r(lhs);                                                              \
    r op## = rhs;                                                              \
    return r;                                                                  \
  }                                                                            \
  friend AMP2HIP_HD index operator op(const index &lhs, int rhs) {              \
    index r(lhs);                                                              \
    r op## = rhs;                                                              \
    return r;                                                                  \
  }                                                                            \
  friend AMP2HIP_HD index operator op(int lhs, const index &rhs) {              \
    index r;                                                                   \
    for (int i = 0; i < N; ++i)                                                \
      r.v_[i] = lhs op rhs.v_[i];                                              \
    return r;                                                                  \
  }
  AMP2HIP_INDEX_OP(+)
  AMP2HIP_INDEX_OP(-)
  AMP2HIP_INDEX_OP(*)
  AMP2HIP_INDEX_OP(/)
  AMP2HIP_INDEX_OP(%)
#undef AMP2HIP_INDEX_OP

  AMP2HIP_HD index &operator++() { return *this += 1; }
  AMP2HIP_HD index operator++(int) {
    index r(*this);
    *this += 1;
    return r;
  }
  AMP2HIP_HD index &operator--() { return *this -= 1; }
  AMP2HIP_HD index operator--(int) {
    index r(*this);
    *this -= 1;
    return r;
  }

  friend AMP2HIP_HD bool operator==(const index &a, const index &b) {
    for (int i = 0; i < N; ++i)
      if (a.v_[i] != b.v_[i])
        return false;
    return true;
  }
  friend AMP2HIP_HD bool operator!=(const index &a, const index &b) {
    return !(a == b);
  }

private:
  int v_[N];
};

} // namespace concurrency

#endif // AMP2HIP_DETAIL_INDEX_H
