// amp2hip/win/encoding.h: wide characters to the bytes Linux programs
// exchange (console output, file names): the C locale's multibyte encoding,
// or UTF-8 for what that encoding lacks (the "C" locale: anything past
// ASCII), where Windows would have used UTF-16.
#ifndef AMP2HIP_WIN_ENCODING_H
#define AMP2HIP_WIN_ENCODING_H

#include <climits>
#include <cstddef>
#include <cwchar>
#include <string>

namespace amp2hip {
namespace win {

using multibyte_char = char[MB_LEN_MAX > 4 ? MB_LEN_MAX : 4];

/// The multibyte text of one wide character: the C locale's encoding, or
/// UTF-8 for characters it cannot encode (the "C" locale: anything past ASCII).
inline size_t encode_wide(wchar_t c, multibyte_char &out) {
  std::mbstate_t state{};
  size_t n = std::wcrtomb(out, c, &state);
  if (n != static_cast<size_t>(-1))
    return n;
  unsigned long u = static_cast<unsigned long>(c);
  if (u < 0x80) {
    out[0] = static_cast<char>(u);
    return 1;
  }
  if (u < 0x800) {
    out[0] = static_cast<char>(0xC0 | (u >> 6));
    out[1] = static_cast<char>(0x80 | (u & 0x3F));
    return 2;
  }
  if (u < 0x10000) {
    out[0] = static_cast<char>(0xE0 | (u >> 12));
    out[1] = static_cast<char>(0x80 | ((u >> 6) & 0x3F));
    out[2] = static_cast<char>(0x80 | (u & 0x3F));
    return 3;
  }
  out[0] = static_cast<char>(0xF0 | ((u >> 18) & 0x07));
  out[1] = static_cast<char>(0x80 | ((u >> 12) & 0x3F));
  out[2] = static_cast<char>(0x80 | ((u >> 6) & 0x3F));
  out[3] = static_cast<char>(0x80 | (u & 0x3F));
  return 4;
}

/// A whole wide string, encoded as encode_wide does.
inline std::string narrow(const wchar_t *s) {
  std::string out;
  multibyte_char bytes;
  for (; *s; ++s)
    out.append(bytes, encode_wide(*s, bytes));
  return out;
}

} // namespace win
} // namespace amp2hip

#endif // AMP2HIP_WIN_ENCODING_H
