// config.h - plain C++: no AMP, must come out byte-identical.
#pragma once
#include <cstddef>

namespace cfg {
constexpr int kWidth = 97;   // deliberately not a multiple of any tile
constexpr int kHeight = 41;
inline std::size_t cells() { return static_cast<std::size_t>(kWidth) * kHeight; }
}  // namespace cfg
