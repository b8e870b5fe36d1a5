// amp2hip/win/crt_secure.h: the Visual C++ CRT's "secure" functions that
// programs use around their kernels (sprintf_s, strcpy_s, fopen_s, ...),
// with the CRT's behaviour: a call that breaks a function's contract (a
// buffer too small, a null pointer) ends the program after naming the
// function, as the CRT's default invalid-parameter handler does. The
// template overloads take the size of a char array from its type, as the
// CRT's C++ overloads do.
//
// Not provided: the *scanf_s family (their %s needs the CRT's extra size
// arguments), _snprintf_s, _itoa_s.
#ifndef AMP2HIP_WIN_CRT_SECURE_H
#define AMP2HIP_WIN_CRT_SECURE_H

#include "amp2hip/win/encoding.h"
#include "amp2hip/win/wide_format.h"

#include <cerrno>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cwchar>
#include <string>
#include <strings.h>

typedef int errno_t;
#ifndef _TRUNCATE
#define _TRUNCATE (static_cast<size_t>(-1))
#endif
#ifndef STRUNCATE
#define STRUNCATE 80 // the CRT's errno value for a truncated copy
#endif

namespace amp2hip {
namespace win {

// The CRT's default invalid-parameter handler: the program ends.
[[noreturn]] inline void invalid_parameter(const char *function, const char *why) {
  std::fprintf(stderr, "amp2hip: %s: invalid parameter: %s\n", function, why);
  std::fflush(nullptr);
  std::abort();
}

template <typename Char>
errno_t copy_string(const char *function, Char *dst, size_t size, const Char *src,
                    size_t count) {
  if (!dst || size == 0)
    invalid_parameter(function, "no destination buffer");
  if (!src) {
    dst[0] = 0;
    invalid_parameter(function, "null source");
  }
  size_t n = 0;
  while (n < count && src[n])
    ++n;
  if (n >= size) {
    dst[0] = 0;
    invalid_parameter(function, "destination buffer too small");
  }
  std::memcpy(dst, src, n * sizeof(Char));
  dst[n] = 0;
  return 0;
}

inline int format_checked(const char *function, char *buf, size_t size, const char *format,
                          va_list args) {
  if (!buf || size == 0 || !format)
    invalid_parameter(function, "no buffer or no format");
  int n = std::vsnprintf(buf, size, format, args);
  if (n < 0 || static_cast<size_t>(n) >= size) {
    buf[0] = 0;
    invalid_parameter(function, "buffer too small");
  }
  return n;
}

inline int wformat_checked(const char *function, wchar_t *buf, size_t size,
                           const wchar_t *format, va_list args) {
  if (!buf || size == 0 || !format)
    invalid_parameter(function, "no buffer or no format");
  // Visual C++'s %s (wide here): wide_format.h.
  int n = std::vswprintf(buf, size, iso_wide_format(format).c_str(), args); // -1: too small
  if (n < 0) {
    buf[0] = 0;
    invalid_parameter(function, "buffer too small");
  }
  return n;
}

} // namespace win
} // namespace amp2hip

inline int sprintf_s(char *buf, size_t size, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = amp2hip::win::format_checked("sprintf_s", buf, size, format, args);
  va_end(args);
  return n;
}
template <size_t N> int sprintf_s(char (&buf)[N], const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = amp2hip::win::format_checked("sprintf_s", buf, N, format, args);
  va_end(args);
  return n;
}
inline int swprintf_s(wchar_t *buf, size_t size, const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int n = amp2hip::win::wformat_checked("swprintf_s", buf, size, format, args);
  va_end(args);
  return n;
}
template <size_t N> int swprintf_s(wchar_t (&buf)[N], const wchar_t *format, ...) {
  va_list args;
  va_start(args, format);
  int n = amp2hip::win::wformat_checked("swprintf_s", buf, N, format, args);
  va_end(args);
  return n;
}
inline int vsprintf_s(char *buf, size_t size, const char *format, va_list args) {
  return amp2hip::win::format_checked("vsprintf_s", buf, size, format, args);
}

inline int printf_s(const char *format, ...) {
  if (!format)
    amp2hip::win::invalid_parameter("printf_s", "no format");
  va_list args;
  va_start(args, format);
  int n = std::vprintf(format, args);
  va_end(args);
  return n;
}
inline int fprintf_s(FILE *stream, const char *format, ...) {
  if (!stream || !format)
    amp2hip::win::invalid_parameter("fprintf_s", "no stream or no format");
  va_list args;
  va_start(args, format);
  int n = std::vfprintf(stream, format, args);
  va_end(args);
  return n;
}

inline errno_t strcpy_s(char *dst, size_t size, const char *src) {
  return amp2hip::win::copy_string("strcpy_s", dst, size, src, static_cast<size_t>(-1));
}
template <size_t N> errno_t strcpy_s(char (&dst)[N], const char *src) {
  return strcpy_s(dst, N, src);
}
inline errno_t strncpy_s(char *dst, size_t size, const char *src, size_t count) {
  // With _TRUNCATE, what fits is copied and STRUNCATE says that some did not.
  if (count == _TRUNCATE && dst && size && src && std::strlen(src) >= size) {
    amp2hip::win::copy_string("strncpy_s", dst, size, src, size - 1);
    return STRUNCATE;
  }
  return amp2hip::win::copy_string("strncpy_s", dst, size, src, count);
}
template <size_t N> errno_t strncpy_s(char (&dst)[N], const char *src, size_t count) {
  return strncpy_s(dst, N, src, count);
}
inline errno_t strcat_s(char *dst, size_t size, const char *src) {
  if (!dst || size == 0)
    amp2hip::win::invalid_parameter("strcat_s", "no destination buffer");
  size_t used = strnlen(dst, size);
  if (used == size)
    amp2hip::win::invalid_parameter("strcat_s", "destination is not terminated");
  return amp2hip::win::copy_string("strcat_s", dst + used, size - used, src,
                                   static_cast<size_t>(-1));
}
template <size_t N> errno_t strcat_s(char (&dst)[N], const char *src) {
  return strcat_s(dst, N, src);
}
inline errno_t wcscpy_s(wchar_t *dst, size_t size, const wchar_t *src) {
  return amp2hip::win::copy_string("wcscpy_s", dst, size, src, static_cast<size_t>(-1));
}
template <size_t N> errno_t wcscpy_s(wchar_t (&dst)[N], const wchar_t *src) {
  return wcscpy_s(dst, N, src);
}
inline errno_t memcpy_s(void *dst, size_t size, const void *src, size_t count) {
  if (count == 0)
    return 0;
  if (!dst)
    amp2hip::win::invalid_parameter("memcpy_s", "no destination");
  if (!src || count > size) {
    std::memset(dst, 0, size);
    amp2hip::win::invalid_parameter("memcpy_s", !src ? "null source" : "destination too small");
  }
  std::memcpy(dst, src, count);
  return 0;
}

inline errno_t fopen_s(FILE **file, const char *name, const char *mode) {
  if (!file || !name || !mode)
    amp2hip::win::invalid_parameter("fopen_s", "null argument");
  *file = std::fopen(name, mode);
  return *file ? 0 : errno;
}
inline errno_t _wfopen_s(FILE **file, const wchar_t *name, const wchar_t *mode) {
  if (!file || !name || !mode)
    amp2hip::win::invalid_parameter("_wfopen_s", "null argument");
  return fopen_s(file, amp2hip::win::narrow(name).c_str(), amp2hip::win::narrow(mode).c_str());
}

inline errno_t localtime_s(struct tm *out, const time_t *t) {
  if (!out || !t)
    amp2hip::win::invalid_parameter("localtime_s", "null argument");
  return localtime_r(t, out) ? 0 : errno;
}
inline errno_t gmtime_s(struct tm *out, const time_t *t) {
  if (!out || !t)
    amp2hip::win::invalid_parameter("gmtime_s", "null argument");
  return gmtime_r(t, out) ? 0 : errno;
}
inline char *strtok_s(char *str, const char *delim, char **context) {
  return strtok_r(str, delim, context);
}

// The CRT's names for POSIX functions.
inline int _stricmp(const char *a, const char *b) { return strcasecmp(a, b); }
inline int _strnicmp(const char *a, const char *b, size_t n) { return strncasecmp(a, b, n); }
inline int _wcsicmp(const wchar_t *a, const wchar_t *b) { return wcscasecmp(a, b); }
inline char *_strdup(const char *s) { return strdup(s); }

#endif // AMP2HIP_WIN_CRT_SECURE_H
