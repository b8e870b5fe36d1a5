// tchar_tmain_sleep.cpp
//
// Covers (<tchar.h> and <windows.h> in a narrow build, the way Visual
// Studio's console template writes them): `int _tmain(int argc, _TCHAR*
// argv[])`, `_T("...")`, `_tprintf`, `_tcslen`, `_stprintf_s`, `TCHAR`,
// `BOOL`/`TRUE`, `Sleep`, `GetTickCount64`, `ZeroMemory`, SDKDDKVer.h; a
// kernel timed with QueryPerformanceCounter checked against the CPU.
#include <SDKDDKVer.h>
#include <stdio.h>
#include <tchar.h>
#include <windows.h>
#include <amp.h>
#include <vector>

using namespace concurrency;

static BOOL same(const std::vector<unsigned> &a, const std::vector<unsigned> &b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i])
      return FALSE;
  return TRUE;
}

int _tmain(int argc, _TCHAR *argv[]) {
  if (argc < 1 || _tcslen(argv[0]) == 0) {
    _tprintf(_T("FAIL: no program name\n"));
    return 1;
  }
  const int n = 3001;
  std::vector<unsigned> bits(n), want(n);
  ZeroMemory(&bits[0], n * sizeof(unsigned));
  for (int i = 0; i < n; ++i)
    want[i] = (unsigned)i * 2654435761u >> 7;

  ULONGLONG t0 = GetTickCount64();
  LARGE_INTEGER f, s, e;
  QueryPerformanceFrequency(&f);
  QueryPerformanceCounter(&s);
  array_view<unsigned, 1> av(n, bits);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = (unsigned)i[0] * 2654435761u >> 7;
  });
  av.synchronize();
  QueryPerformanceCounter(&e);
  Sleep(5);
  ULONGLONG slept = GetTickCount64() - t0;

  TCHAR line[64];
  _stprintf_s(line, _T("%.3f ms"), (e.QuadPart - s.QuadPart) * 1000.0 / f.QuadPart);
  if (!same(bits, want)) {
    _tprintf(_T("FAIL: kernel results differ\n"));
    return 1;
  }
  if (slept < 5 || _tcslen(line) < 4) {
    _tprintf(_T("FAIL: Sleep(5) took %llu ms, timing '%s'\n"), (unsigned long long)slept, line);
    return 1;
  }
  _tprintf(_T("PASS\n"));
  return 0;
}
