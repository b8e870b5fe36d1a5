// amp2hip/win/wide_format.h: the Visual C++ meaning of printf formats in the
// wide functions (wprintf, swprintf_s, and _tprintf/_stprintf_s in a
// UNICODE build). There, `%s` and `%c` take a wide string and character
// and `%S`/`%C`/`%hs`/`%hc` a narrow one, which is how
// `_tprintf(_T("%s"), tstr)` works on Windows; in standard C (glibc) `%s`
// is narrow in every function. The shim's wide functions convert the format
// to the standard spelling (`%ls`, `%lc`, `%s`, `%c`) before formatting.
#ifndef AMP2HIP_WIN_WIDE_FORMAT_H
#define AMP2HIP_WIN_WIDE_FORMAT_H

#include <cwchar>
#include <string>

namespace amp2hip {
namespace win {

/// \p format with Visual C++'s wide-function conversions in standard form.
inline std::wstring iso_wide_format(const wchar_t *format) {
  std::wstring out;
  for (const wchar_t *p = format; *p;) {
    if (*p != L'%') {
      out += *p++;
      continue;
    }
    out += *p++;
    if (*p == L'%') {
      out += *p++;
      continue;
    }
    // Flags, width, precision (digits, '*', '.').
    while (*p && std::wcschr(L"-+ #0123456789.*", *p))
      out += *p++;
    std::wstring length;
    while (*p && std::wcschr(L"hlLqjzt", *p))
      length += *p++;
    wchar_t conv = *p ? *p++ : 0;
    if ((conv == L's' || conv == L'c') && length.empty())
      length = L"l"; // wide, as Visual C++ means it here
    else if ((conv == L's' || conv == L'c') && length == L"h")
      length.clear(); // %hs: narrow
    else if (conv == L'S' || conv == L'C') {
      conv = conv == L'S' ? L's' : L'c'; // narrow (or wide with l)
      if (length == L"h")
        length.clear();
    }
    out += length;
    if (conv)
      out += conv;
  }
  return out;
}

} // namespace win
} // namespace amp2hip

#endif // AMP2HIP_WIN_WIDE_FORMAT_H
