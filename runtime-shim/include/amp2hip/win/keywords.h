// amp2hip/win/keywords.h: Visual C++'s own keywords and calling conventions,
// spelled so that g++, clang, hipcc and nvcc accept them on Linux. Visual
// C++ code uses them around its kernels (`unsigned __int64 ticks`,
// `__declspec(align(16)) struct`, `__forceinline`); the translation keeps
// them as they are written and this header gives them their meaning.
//
// __declspec(X) becomes AMP2HIP_DECLSPEC_X: the forms below are defined; any
// other (property, uuid, ...) is left undefined, so the compiler names it
// where it is used.
#ifndef AMP2HIP_WIN_KEYWORDS_H
#define AMP2HIP_WIN_KEYWORDS_H

#define __int8 char
#define __int16 short
#define __int32 int
#define __int64 long long

#define __forceinline inline __attribute__((always_inline))
#define __alignof alignof
#define __interface struct
#define __noop(...) ((void)0)
#define __debugbreak() __builtin_trap()
#define __w64
#define __ptr64
#define __ptr32
#define __unaligned

#ifndef __cdecl
#define __cdecl
#endif
#ifndef __stdcall
#define __stdcall
#endif
#ifndef __fastcall
#define __fastcall
#endif
#ifndef __thiscall
#define __thiscall
#endif
#ifndef __vectorcall
#define __vectorcall
#endif

#define __declspec(spec) AMP2HIP_DECLSPEC_##spec
#define AMP2HIP_DECLSPEC_align(n) __attribute__((aligned(n)))
#define AMP2HIP_DECLSPEC_noinline __attribute__((noinline))
#define AMP2HIP_DECLSPEC_noreturn __attribute__((noreturn))
#define AMP2HIP_DECLSPEC_nothrow __attribute__((nothrow))
#define AMP2HIP_DECLSPEC_deprecated __attribute__((deprecated))
#define AMP2HIP_DECLSPEC_dllexport __attribute__((visibility("default")))
#define AMP2HIP_DECLSPEC_dllimport
#define AMP2HIP_DECLSPEC_selectany __attribute__((weak))
#define AMP2HIP_DECLSPEC_thread __thread
#define AMP2HIP_DECLSPEC_novtable
#define AMP2HIP_DECLSPEC_noalias
#define AMP2HIP_DECLSPEC_restrict

// The number of elements of a C array (stdlib.h on Windows).
#ifndef _countof
#define _countof(array) (sizeof(array) / sizeof((array)[0]))
#endif

#endif // AMP2HIP_WIN_KEYWORDS_H
