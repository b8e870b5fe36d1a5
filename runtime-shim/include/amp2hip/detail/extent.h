// concurrency::extent<N>: the shape of an N-dimensional domain (AMP 1.2).
#ifndef AMP2HIP_DETAIL_EXTENT_H
#define AMP2HIP_DETAIL_EXTENT_H

#include "amp2hip/detail/index.h"

namespace concurrency {

// Defined in detail/tiled.h; extent::tile<>() returns one.
template <int D0, int D1 = 0, int D2 = 0> class tiled_extent;

template <int N> class extent {
  static_assert(N >= 1, "extent rank must be at least 1");

public:
  static constexpr int rank = N;
  typedef int value_type;

  AMP2HIP_HD extent() {
    for (int i = 0; i < N; ++i)
      v_[i] = 0;
  }
  template <int M = N, typename std::enable_if<M == 1, int>::type = 0>
  AMP2HIP_HD explicit extent(int e0) {
    v_[0] = e0;
  }
  template <int M = N, typename std::enable_if<M == 2, int>::type = 0>
  AMP2HIP_HD extent(int e0, int e1) {
    v_[0] = e0;
    v_[1] = e1;
  }
  template <int M = N, typename std::enable_if<M == 3, int>::type = 0>
  AMP2HIP_HD extent(int e0, int e1, int e2) {
    v_[0] = e0;
    v_[1] = e1;
    v_[2] = e2;
  }
  AMP2HIP_HD explicit extent(const int components[]) {
    for (int i = 0; i < N; ++i)
      v_[i] = components[i];
  }
  AMP2HIP_HD explicit extent(int components[]) {
    for (int i = 0; i < N; ++i)
      v_[i] = components[i];
  }

  AMP2HIP_HD int operator[](int i) const { return v_[i]; }
  AMP2HIP_HD int &operator[](int i) { return v_[i]; }

  // Number of points. AMP returns unsigned int; so do we.
  AMP2HIP_HD unsigned int size() const {
    unsigned int s = 1;
    for (int i = 0; i < N; ++i)
      s *= static_cast<unsigned int>(v_[i]);
    return s;
  }

  AMP2HIP_HD bool contains(const index<N> &idx) const {
    for (int i = 0; i < N; ++i)
      if (idx[i] < 0 || idx[i] >= v_[i])
        return false;
    return true;
  }

  template <int D0> AMP2HIP_HD tiled_extent<D0> tile() const;
  template <int D0, int D1> AMP2HIP_HD tiled_extent<D0, D1> tile() const;
  template <int D0, int D1, int D2> AMP2HIP_HD tiled_extent<D0, D1, D2> tile() const;

#define AMP2HIP_EXTENT_OP(op)                                                  \
  AMP2HIP_HD extent &operator op##=(const extent &rhs) {                        \
    for (int i = 0; i < N; ++i)                                                \
      v_[i] op## = rhs.v_[i];                                                  \
    return *this;                                                              \
  }                                                                            \
  AMP2HIP_HD extent &operator op##=(const index<N> &rhs) {                      \
    for (int i = 0; i < N; ++i)                                                \
      v_[i] op## = rhs[i];                                                     \
    return *this;                                                              \
  }                                                                            \
  AMP2HIP_HD extent &operator op##=(int rhs) {                                  \
    for (int i = 0; i < N; ++i)                                                \
      v_[i] op## = rhs;                                                        \
    return *this;                                                              \
  }                                                                            \
  friend AMP2HIP_HD extent operator op(const extent &lhs, const extent &rhs) {  \
    extent r(lhs);                                                             \
    r op## = rhs;                                                              \
    return r;                                                                  \
  }                                                                            \
  friend AMP2HIP_HD extent operator op(const extent &lhs,                      \
                                       const index<N> &rhs) {                  \
    extent r(lhs);                                                             \
    r op## = rhs;                                                              \
    return r;                                                                  \
  }                                                                            \
  friend AMP2HIP_HD extent operator op(const extent &lhs, int rhs) {            \
    extent r(lhs);                                                             \
    r op## = rhs;                                                              \
    return r;                                                                  \
  }                                                                            \
  friend AMP2HIP_HD extent operator op(int lhs, const extent &rhs) {            \
    extent r;                                                                  \
    for (int i = 0; i < N; ++i)                                                \
      r.v_[i] = lhs op rhs.v_[i];                                              \
    return r;                                                                  \
  }
  AMP2HIP_EXTENT_OP(+)
  AMP2HIP_EXTENT_OP(-)
  AMP2HIP_EXTENT_OP(*)
  AMP2HIP_EXTENT_OP(/)
  AMP2HIP_EXTENT_OP(%)
#undef AMP2HIP_EXTENT_OP

  AMP2HIP_HD extent &operator++() { return *this += 1; }
  AMP2HIP_HD extent operator++(int) {
    extent r(*this);
    *this += 1;
    return r;
  }
  AMP2HIP_HD extent &operator--() { return *this -= 1; }
  AMP2HIP_HD extent operator--(int) {
    extent r(*this);
    *this -= 1;
    return r;
  }

  friend AMP2HIP_HD bool operator==(const extent &a, const extent &b) {
    for (int i = 0; i < N; ++i)
      if (a.v_[i] != b.v_[i])
        return false;
    return true;
  }
  friend AMP2HIP_HD bool operator!=(const extent &a, const extent &b) {
    return !(a == b);
  }

private:
  int v_[N];
};

} // namespace concurrency

#endif // AMP2HIP_DETAIL_EXTENT_H
