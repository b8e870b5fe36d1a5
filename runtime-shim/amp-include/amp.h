// Stand-in for Microsoft's <amp.h> (docs/contract.md, "Modes"): the shim,
// and the AMP dialect's keywords as macros (amp_keywords.h).
//
//   emulate   (no define): restrict(...) vanishes, tile_static is per-tile
//             storage on the host backend, parallel_for_each runs there.
//   translate (-DAMP2HIP_TRANSLATING): the same, but tile_static is an
//             annotation the translator finds in the AST.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_H
#define AMP2HIP_AMP_INCLUDE_AMP_H

#ifndef AMP2HIP_AMP_DIALECT
#define AMP2HIP_AMP_DIALECT 1
#endif

#include <amp2hip/amp.h>

// Visual C++'s <amp.h> includes <windows.h>, and its users rely on it
// (DWORD, LARGE_INTEGER, QueryPerformanceCounter in a timer header): in
// Visual C++'s dialect so does this one. That dialect is --msvc (or
// amp2hip-cc --amp --msvc), which includes amp2hip/msvc.h first (clang
// defines no _MSC_VER for Linux). amp2hip adds `#include
// <amp2hip/windows.h>` to a translation that uses it
// (rewrites/MsvcHeaderRewrite.cpp). Elsewhere it is not brought in: its
// typedefs and macros (BOOL, TRUE, DWORD) could clash with a portable
// program's own.
#if defined(AMP2HIP_MSVC_H)
#include <amp2hip/windows.h>
#endif

// restrict(...), tile_static, __GPU, __GPU_ONLY, __CPU_ONLY (normally
// included already, before the source).
#include "amp_keywords.h"

#endif // AMP2HIP_AMP_INCLUDE_AMP_H
