// scaler.h - scaling on the accelerator. The definitions are in scaler.cpp,
// which instantiates them for the types the tools use (float, int).
#pragma once
#include <vector>

template <typename T>
class Scaler {
 public:
  explicit Scaler(T factor);
  std::vector<T> apply(const std::vector<T>& in) const;
  T factor() const { return factor_; }

 private:
  T factor_;
};

template <typename T>
T sum_of(const std::vector<T>& values);
