// amp2hip/msvc.h: what Visual C++ code takes for granted and Linux compilers
// lack: its keywords (__int64, __declspec, __forceinline; win/keywords.h),
// the CRT's secure functions (sprintf_s, strcpy_s, fopen_s;
// win/crt_secure.h), stdext's checked array iterators
// (win/checked_iterators.h), and wide console output that mixes with narrow output
// (win/wide_console.h); and <stdexcept>, as amp2hip writes
// std::runtime_error where Visual C++ code throws std::exception("message").
// The shim's Windows headers (windows.h, tchar.h)
// include it; amp2hip adds `#include <amp2hip/msvc.h>` to a translated file
// that uses any of it without one of those.
#ifndef AMP2HIP_MSVC_H
#define AMP2HIP_MSVC_H

// Must precede the C library headers; see the header.
#include "amp2hip/detail/posix_index.h"

#include <stdexcept> // std::runtime_error, which std::exception("message") becomes

#include "amp2hip/win/checked_iterators.h"
#include "amp2hip/win/crt_secure.h"
#include "amp2hip/win/wide_console.h"
// Last: its macros (__int64, __declspec, ...) must not reach the library
// headers above.
#include "amp2hip/win/keywords.h"

#endif // AMP2HIP_MSVC_H
