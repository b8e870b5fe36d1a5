// A header-only file with no AMP, #pragma once.
#pragma once
#include <vector>

namespace util {
inline int sum(const std::vector<int>& v) {
  int s = 0;
  for (int x : v) s += x;
  return s;
}
}  // namespace util
