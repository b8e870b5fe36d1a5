// amp2hip/win/wide_console.h: std::wcout, std::wcerr and std::wclog write
// through the narrow C streams, so a program that mixes them with printf and
// std::cout prints everything, in order, as it does on Windows.
//
// Why: on glibc a FILE has one orientation, fixed by its first write. The
// standard wide streams write wide characters to stdout, so after the first
// std::wcout output every printf to stdout fails silently (and the other way
// round): an AMP program that prints the accelerator's description with
// wcout and then PASS with printf looks silent. Here the wide streams
// convert each character (the C locale's multibyte encoding, UTF-8 where
// that has no encoding for it) and write bytes, so stdout stays narrow.
//
// _tprintf and _ftprintf of a UNICODE build (tchar.h) go through
// amp2hip_wprintf/amp2hip_fwprintf below for the same reason; a direct call
// of wprintf still makes stdout wide.
//
// Installed once per program, before main, by any header of the shim that
// includes this one; std::ios::sync_with_stdio(false) undoes it, as it
// replaces the standard streams' buffers.
#ifndef AMP2HIP_WIN_WIDE_CONSOLE_H
#define AMP2HIP_WIN_WIDE_CONSOLE_H

#include "amp2hip/win/encoding.h"
#include "amp2hip/win/wide_format.h"

#include <cstdarg>
#include <cstdio>
#include <cwchar>
#include <iostream>
#include <streambuf>
#include <vector>

namespace amp2hip {
namespace win {

/// A wide stream buffer over a narrow FILE: unbuffered on the C++ side, so
/// its output and printf's share the FILE's buffer and keep their order.
class narrow_file_wbuf : public std::wstreambuf {
public:
  explicit narrow_file_wbuf(FILE *file) : file_(file) {}

protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof()))
      return traits_type::not_eof(c);
    multibyte_char bytes;
    size_t n = encode_wide(traits_type::to_char_type(c), bytes);
    return std::fwrite(bytes, 1, n, file_) == n ? c : traits_type::eof();
  }
  std::streamsize xsputn(const wchar_t *s, std::streamsize count) override {
    std::streamsize done = 0;
    while (done < count && !traits_type::eq_int_type(overflow(s[done]), traits_type::eof()))
      ++done;
    return done;
  }
  int sync() override { return std::fflush(file_) == 0 ? 0 : -1; }

private:
  FILE *file_;
};

/// fwprintf that writes narrow bytes, for _tprintf/_ftprintf in UNICODE
/// builds (glibc's wprintf would make the stream wide for good), with Visual
/// C++'s meaning of %s (wide_format.h).
inline int vfwprintf_narrow(FILE *file, const wchar_t *format, va_list args) {
  const std::wstring iso = iso_wide_format(format);
  std::vector<wchar_t> buf(256);
  int n;
  for (;;) {
    va_list copy;
    va_copy(copy, args);
    n = std::vswprintf(buf.data(), buf.size(), iso.c_str(), copy);
    va_end(copy);
    if (n >= 0 || buf.size() > (size_t(1) << 24))
      break;
    buf.resize(buf.size() * 4); // -1: too small (or an encoding error)
  }
  if (n < 0)
    return -1;
  multibyte_char bytes;
  for (int i = 0; i < n; ++i) {
    size_t k = encode_wide(buf[i], bytes);
    if (std::fwrite(bytes, 1, k, file) != k)
      return -1;
  }
  return n;
}

inline bool install_wide_console() {
  static std::ios_base::Init streams_ready; // the standard streams exist from here on
  // Never destroyed: the streams are flushed at exit, after static destructors.
  static narrow_file_wbuf *out = new narrow_file_wbuf(stdout);
  static narrow_file_wbuf *err = new narrow_file_wbuf(stderr);
  std::wcout.rdbuf(out);
  std::wcerr.rdbuf(err);
  std::wclog.rdbuf(err);
  return true;
}

inline const bool wide_console_installed = install_wide_console();

} // namespace win
} // namespace amp2hip

inline int amp2hip_fwprintf(FILE *file, const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int n = amp2hip::win::vfwprintf_narrow(file, format, args);
  va_end(args);
  return n;
}
inline int amp2hip_wprintf(const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int n = amp2hip::win::vfwprintf_narrow(stdout, format, args);
  va_end(args);
  return n;
}

#endif // AMP2HIP_WIN_WIDE_CONSOLE_H
