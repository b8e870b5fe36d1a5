// amp2hip/sdkddkver.h: <SDKDDKVer.h> (which Visual Studio's targetver.h
// includes) on Linux. It names the Windows version a program targets; the
// values say Windows 10, the newest the shim's Windows layer (windows.h)
// stands in for. Nothing else depends on them.
#ifndef AMP2HIP_SDKDDKVER_H
#define AMP2HIP_SDKDDKVER_H

#define _WIN32_WINNT_WIN7 0x0601
#define _WIN32_WINNT_WIN8 0x0602
#define _WIN32_WINNT_WIN10 0x0A00
#ifndef _WIN32_WINNT
#define _WIN32_WINNT _WIN32_WINNT_WIN10
#endif
#ifndef WINVER
#define WINVER _WIN32_WINNT
#endif
#ifndef NTDDI_VERSION
#define NTDDI_VERSION 0x0A000000
#endif

#endif // AMP2HIP_SDKDDKVER_H
