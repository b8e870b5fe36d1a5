// scaler.cpp - Scaler and sum_of, explicitly instantiated for float and int
// (their users see only scaler.h's declarations).
#include <amp.h>
#include "scaler.h"

using namespace concurrency;

template <typename T>
Scaler<T>::Scaler(T factor) : factor_(factor) {}

template <typename T>
std::vector<T> Scaler<T>::apply(const std::vector<T>& in) const {
  const int n = static_cast<int>(in.size());
  std::vector<T> out(n);
  array_view<const T, 1> src(n, in);
  array_view<T, 1> dst(n, out);
  dst.discard_data();
  const T f = factor_;
  parallel_for_each(dst.extent, [=](index<1> i) restrict(amp) {
    dst[i] = src[i] * f;
  });
  dst.synchronize();
  return out;
}

template <typename T>
T sum_of(const std::vector<T>& values) {
  T total = 0;
  for (const T& v : values) total += v;
  return total;
}

template class Scaler<float>;
template int sum_of<int>(const std::vector<int>&);
