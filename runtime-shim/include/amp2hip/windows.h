// amp2hip/windows.h: the part of <windows.h> that C++ AMP programs use around
// their kernels, on Linux (translated code includes it instead of
// <windows.h>): the basic types (BOOL, BYTE, WORD, DWORD, LONG, LONGLONG,
// LARGE_INTEGER, HANDLE, the string pointer types), timing
// (QueryPerformanceCounter/Frequency, GetTickCount, GetTickCount64),
// Sleep, ZeroMemory and friends, OutputDebugString, plus everything in
// amp2hip/msvc.h. Types have their Windows sizes (DWORD and LONG are 32 bits).
//
// Not provided: windows.h's min and max macros (they break the C++ standard
// library on Linux; use std::min and std::max, as NOMINMAX code does), and
// everything else: windows, messages, threads and handles, COM, Direct3D
// (amp2hip names such uses).
#ifndef AMP2HIP_WINDOWS_H
#define AMP2HIP_WINDOWS_H

// Must precede the C library headers; see the header.
#include "amp2hip/detail/posix_index.h"

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <thread>

#include "amp2hip/msvc.h"
#include "amp2hip/sdkddkver.h"

typedef int BOOL;
#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif
typedef unsigned char BYTE;
typedef unsigned short WORD;
typedef unsigned int DWORD;
typedef int INT;
typedef unsigned int UINT;
typedef int LONG;
typedef unsigned int ULONG;
typedef long long LONGLONG;
typedef unsigned long long ULONGLONG;
typedef unsigned long long DWORD64;
typedef size_t SIZE_T;
typedef char CHAR;
typedef wchar_t WCHAR;
typedef float FLOAT;
typedef void *PVOID;
typedef void *LPVOID;
typedef const void *LPCVOID;
typedef void *HANDLE;
typedef LONG HRESULT;
typedef DWORD *LPDWORD;
typedef CHAR *LPSTR;
typedef const CHAR *LPCSTR;
typedef WCHAR *LPWSTR;
typedef const WCHAR *LPCWSTR;
#ifndef VOID
#define VOID void
#endif
#ifdef UNICODE
typedef WCHAR TCHAR;
#define __AMP2HIP_TEXT(x) L##x
#else
typedef CHAR TCHAR;
#define __AMP2HIP_TEXT(x) x
#endif
typedef TCHAR *LPTSTR;
typedef const TCHAR *LPCTSTR;
#define TEXT(x) __AMP2HIP_TEXT(x)

#define WINAPI
#define APIENTRY
#define CALLBACK
#define MAX_PATH 260
#define INFINITE 0xFFFFFFFFu
#define S_OK ((HRESULT)0)
#define S_FALSE ((HRESULT)1)
#define SUCCEEDED(hr) (((HRESULT)(hr)) >= 0)
#define FAILED(hr) (((HRESULT)(hr)) < 0)

typedef union _LARGE_INTEGER {
  struct {
    DWORD LowPart;
    LONG HighPart;
  };
  struct {
    DWORD LowPart;
    LONG HighPart;
  } u;
  LONGLONG QuadPart;
} LARGE_INTEGER, *PLARGE_INTEGER;
typedef union _ULARGE_INTEGER {
  struct {
    DWORD LowPart;
    DWORD HighPart;
  };
  struct {
    DWORD LowPart;
    DWORD HighPart;
  } u;
  ULONGLONG QuadPart;
} ULARGE_INTEGER, *PULARGE_INTEGER;

#define ZeroMemory(dst, size) std::memset((dst), 0, (size))
#define FillMemory(dst, size, fill) std::memset((dst), (fill), (size))
#define CopyMemory(dst, src, size) std::memcpy((dst), (src), (size))
#define MoveMemory(dst, src, size) std::memmove((dst), (src), (size))
#define SecureZeroMemory ZeroMemory

// The performance counter counts nanoseconds of std::chrono::steady_clock
// (Windows' counts an unspecified unit; programs divide by the frequency).
inline BOOL QueryPerformanceFrequency(LARGE_INTEGER *frequency) {
  frequency->QuadPart = 1000000000LL;
  return TRUE;
}
inline BOOL QueryPerformanceCounter(LARGE_INTEGER *count) {
  count->QuadPart = std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::steady_clock::now().time_since_epoch())
                        .count();
  return TRUE;
}
/// Milliseconds of std::chrono::steady_clock (since boot on Linux).
inline ULONGLONG GetTickCount64() {
  return static_cast<ULONGLONG>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                    std::chrono::steady_clock::now().time_since_epoch())
                                    .count());
}
/// GetTickCount64, wrapping at 2^32 like Windows' (about every 49.7 days).
inline DWORD GetTickCount() { return static_cast<DWORD>(GetTickCount64()); }
inline void Sleep(DWORD milliseconds) {
  if (milliseconds == INFINITE)
    for (;;)
      std::this_thread::sleep_for(std::chrono::hours(24));
  std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
}

/// Windows sends this text to an attached debugger; here it goes to stderr.
inline void OutputDebugStringA(LPCSTR text) { std::fputs(text, stderr); }
inline void OutputDebugStringW(LPCWSTR text) { amp2hip_fwprintf(stderr, L"%ls", text); }
#ifdef UNICODE
#define OutputDebugString OutputDebugStringW
#else
#define OutputDebugString OutputDebugStringA
#endif

#endif // AMP2HIP_WINDOWS_H
