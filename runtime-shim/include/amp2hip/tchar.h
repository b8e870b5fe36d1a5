// amp2hip/tchar.h: Visual C++'s <tchar.h> on Linux (translated code
// includes it instead of <tchar.h>). Text types, literals and the entry point
// follow the build, as on Windows: with _UNICODE defined (Visual Studio's
// "Use Unicode Character Set") _TCHAR is wchar_t, _T("x") is L"x" and _tmain
// is the wide entry point wmain (see win/wmain.h); without it they are char,
// "x" and main.
//
// _tprintf and _ftprintf of a UNICODE build write narrow bytes (see
// win/wide_console.h), so they mix with printf and std::cout.
//
// The generic-text functions provided are the ones programs use around
// kernels: _tprintf, _ftprintf, _stprintf_s, _tcslen, _tcscmp, _tcscpy_s,
// _tstoi/_ttoi, _tstof, _tcstol, _tcstod, _tfopen_s.
#ifndef AMP2HIP_TCHAR_H
#define AMP2HIP_TCHAR_H

// Must precede the C library headers; see the header.
#include "amp2hip/detail/posix_index.h"

#include <cstdlib>
#include <cstring>
#include <cwchar>

#ifdef _UNICODE
#include "amp2hip/win/wmain.h"
#endif
#include "amp2hip/msvc.h"

#ifdef _UNICODE

typedef wchar_t _TCHAR;
typedef wchar_t _TSCHAR;
typedef wchar_t _TUCHAR;
#define __AMP2HIP_T(x) L##x
#define _tmain wmain
#define _tprintf amp2hip_wprintf
#define _ftprintf amp2hip_fwprintf
#define _stprintf_s swprintf_s
#define _tcslen wcslen
#define _tcscmp wcscmp
#define _tcscpy_s wcscpy_s
#define _tcsicmp _wcsicmp
#define _tstoi amp2hip_wtoi
#define _ttoi amp2hip_wtoi
#define _tstof amp2hip_wtof
#define _tcstol wcstol
#define _tcstod wcstod
#define _tfopen_s _wfopen_s
inline int amp2hip_wtoi(const wchar_t *s) { return static_cast<int>(std::wcstol(s, nullptr, 10)); }
inline double amp2hip_wtof(const wchar_t *s) { return std::wcstod(s, nullptr); }
#else
typedef char _TCHAR;
typedef char _TSCHAR;
typedef unsigned char _TUCHAR;
#define __AMP2HIP_T(x) x
#define _tmain main
#define _tprintf printf
#define _ftprintf fprintf
#define _stprintf_s sprintf_s
#define _tcslen strlen
#define _tcscmp strcmp
#define _tcscpy_s strcpy_s
#define _tcsicmp _stricmp
#define _tstoi atoi
#define _ttoi atoi
#define _tstof atof
#define _tcstol strtol
#define _tcstod strtod
#define _tfopen_s fopen_s
#endif

#define _T(x) __AMP2HIP_T(x)
#define _TEXT(x) __AMP2HIP_T(x)

#endif // AMP2HIP_TCHAR_H
