// app_unicode.cpp : the project's console program in a UNICODE build ("Use
// Unicode Character Set", which defines _UNICODE and UNICODE on the command
// line; here before stdafx.h): `int _tmain(int argc, _TCHAR* argv[])` is the
// wide entry point wmain, argv[0] a wide string, `_T("...")` wide literals,
// TCHAR buffers, _stprintf_s and _tprintf with Visual C++'s wide %s; the
// accelerator's description through std::wcout, the kernel timed with
// QueryPerformanceCounter, PASS through printf (one stdout, as on Windows).
#define _UNICODE
#define UNICODE
#include "stdafx.h"
#include <string>

using namespace concurrency;

int _tmain(int argc, _TCHAR *argv[]) {
  std::wstring self = argv[0];
  if (argc < 1 || self.empty() || sizeof(_TCHAR) != sizeof(wchar_t)) {
    std::printf("FAIL: wide arguments\n");
    return 1;
  }
  accelerator acc;
  std::wcout << _T("Accelerator: ") << acc.description << std::endl;

  const int n = 1500;
  std::vector<int> v(n);
  array_view<int, 1> av(n, v);
  LARGE_INTEGER freq, t0, t1;
  QueryPerformanceFrequency(&freq);
  QueryPerformanceCounter(&t0);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] % 7 - 3; });
  av.synchronize();
  QueryPerformanceCounter(&t1);
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += v[i];
  int want = 0;
  for (int i = 0; i < n; ++i)
    want += i % 7 - 3;

  TCHAR msg[80];
  _stprintf_s(msg, _T("sum %d in %.3f ms"), sum, (t1.QuadPart - t0.QuadPart) * 1000.0 / freq.QuadPart);
  _tprintf(_T("%s\n"), msg);
  if (sum != want || std::wstring(msg).find(L"sum ") != 0) {
    std::printf("FAIL: sum got %d expected %d\n", sum, want);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
