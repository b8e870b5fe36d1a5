// The shim's Windows layer around kernels: the CRT's secure functions
// (contract violations end the program, as with the CRT's default handler),
// windows.h timing and types, tchar.h in a narrow build, and wide console
// output that mixes with narrow output (the glibc stream orientation
// problem).
#include <windows.h>
#include <tchar.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <ctime>
#include <iostream>
#include <sstream>
#include <string>

namespace {

std::string read_all(FILE *f) {
  std::fflush(f);
  std::rewind(f);
  std::string s;
  char buf[256];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
    s.append(buf, n);
  return s;
}

TEST(WinCrt, SprintfSFormatsAndTakesArraySizes) {
  char buf[16];
  EXPECT_EQ(sprintf_s(buf, "%d-%s", 42, "ab"), 5);
  EXPECT_STREQ(buf, "42-ab");
  char raw[8];
  EXPECT_EQ(sprintf_s(raw, sizeof raw, "%05d", 7), 5);
  EXPECT_STREQ(raw, "00007");
  wchar_t w[8];
  EXPECT_EQ(swprintf_s(w, L"%d", 123), 3);
  EXPECT_EQ(std::wstring(w), L"123");
}

TEST(WinCrtDeathTest, TooSmallBuffersEndTheProgram) {
  char small[4];
  EXPECT_DEATH(sprintf_s(small, "%d", 123456), "sprintf_s: invalid parameter");
  EXPECT_DEATH(strcpy_s(small, "toolong"), "strcpy_s: invalid parameter");
  char two[6] = "abc";
  EXPECT_DEATH(strcat_s(two, "def"), "strcat_s: invalid parameter");
  int dst[2];
  int src[3] = {1, 2, 3};
  EXPECT_DEATH(memcpy_s(dst, sizeof dst, src, sizeof src), "memcpy_s: invalid parameter");
}

TEST(WinCrt, StringCopies) {
  char buf[8];
  EXPECT_EQ(strcpy_s(buf, "abc"), 0);
  EXPECT_EQ(strcat_s(buf, sizeof buf, "defg"), 0);
  EXPECT_STREQ(buf, "abcdefg");
  EXPECT_EQ(strncpy_s(buf, "xyzzy", 3), 0);
  EXPECT_STREQ(buf, "xyz");
  EXPECT_EQ(strncpy_s(buf, sizeof buf, "0123456789", _TRUNCATE), STRUNCATE);
  EXPECT_STREQ(buf, "0123456");
  wchar_t w[4];
  EXPECT_EQ(wcscpy_s(w, L"abc"), 0);
  EXPECT_EQ(std::wstring(w), L"abc");
  int a[3] = {1, 2, 3}, b[3] = {};
  EXPECT_EQ(memcpy_s(b, sizeof b, a, sizeof a), 0);
  EXPECT_EQ(b[2], 3);
  EXPECT_EQ(_stricmp("AmP", "amp"), 0);
  EXPECT_LT(_strnicmp("abc", "ABD", 3), 0);
  char *d = _strdup("dup");
  EXPECT_STREQ(d, "dup");
  free(d);
  char text[] = "a,b;c";
  char *ctx = nullptr;
  EXPECT_STREQ(strtok_s(text, ",;", &ctx), "a");
  EXPECT_STREQ(strtok_s(nullptr, ",;", &ctx), "b");
}

TEST(WinCrt, FopenSReportsErrno) {
  FILE *f = reinterpret_cast<FILE *>(1);
  EXPECT_EQ(fopen_s(&f, "/nonexistent/amp2hip/x", "r"), ENOENT);
  EXPECT_EQ(f, nullptr);
  std::string name = testing::TempDir() + "amp2hip_fopen_s.txt";
  ASSERT_EQ(fopen_s(&f, name.c_str(), "w"), 0);
  fprintf_s(f, "%s %d", "seven", 7);
  fclose(f);
  std::wstring wname(name.begin(), name.end());
  ASSERT_EQ(_wfopen_s(&f, wname.c_str(), L"r"), 0);
  EXPECT_EQ(read_all(f), "seven 7");
  fclose(f);
  std::remove(name.c_str());
}

TEST(WinCrt, LocaltimeS) {
  time_t t = 86400 * 365;
  struct tm out;
  EXPECT_EQ(gmtime_s(&out, &t), 0);
  EXPECT_EQ(out.tm_year, 71);
  EXPECT_EQ(localtime_s(&out, &t), 0);
}

TEST(WinKeywords, MsvcTypesHaveTheirWindowsSizes) {
  unsigned __int64 u = ~0ull;
  __int32 i = -1;
  EXPECT_EQ(sizeof(u), 8u);
  EXPECT_EQ(sizeof(i), 4u);
  EXPECT_EQ(sizeof(__int16), 2u);
  EXPECT_EQ(sizeof(__int8), 1u);
  EXPECT_EQ(sizeof(DWORD), 4u);
  EXPECT_EQ(sizeof(LONG), 4u);
  EXPECT_EQ(sizeof(LONGLONG), 8u);
  EXPECT_EQ(sizeof(LARGE_INTEGER), 8u);
  struct __declspec(align(32)) Aligned {
    int x;
  };
  EXPECT_EQ(alignof(Aligned), 32u);
  int arr[7];
  EXPECT_EQ(_countof(arr), 7u);
  LARGE_INTEGER li;
  li.QuadPart = 0x0000000500000007LL;
  EXPECT_EQ(li.LowPart, 7u);
  EXPECT_EQ(li.HighPart, 5);
  EXPECT_EQ(li.u.LowPart, 7u);
}

TEST(WinTiming, PerformanceCounterAndSleep) {
  LARGE_INTEGER freq, t0, t1;
  ASSERT_TRUE(QueryPerformanceFrequency(&freq));
  EXPECT_GT(freq.QuadPart, 0);
  ASSERT_TRUE(QueryPerformanceCounter(&t0));
  ULONGLONG tick0 = GetTickCount64();
  DWORD tick32 = GetTickCount();
  Sleep(20);
  ASSERT_TRUE(QueryPerformanceCounter(&t1));
  double ms = (t1.QuadPart - t0.QuadPart) * 1000.0 / freq.QuadPart;
  EXPECT_GE(ms, 19.0);
  EXPECT_LT(ms, 2000.0);
  EXPECT_GE(GetTickCount64() - tick0, 19u);
  EXPECT_GE(static_cast<DWORD>(GetTickCount() - tick32), 19u);
  BYTE buf[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  ZeroMemory(buf, 4);
  EXPECT_EQ(buf[3], 0);
  EXPECT_EQ(buf[4], 5);
}

TEST(WinTchar, NarrowBuildIsChar) {
  static_assert(sizeof(_TCHAR) == 1, "no _UNICODE: _TCHAR is char");
  const _TCHAR *s = _T("amp");
  EXPECT_EQ(_tcslen(s), 3u);
  EXPECT_EQ(_tcscmp(s, _T("amp")), 0);
  EXPECT_EQ(_ttoi(_T("42")), 42);
  _TCHAR buf[16];
  _stprintf_s(buf, _T("%d"), 5);
  EXPECT_EQ(_tcscmp(buf, _T("5")), 0);
  const TCHAR *t = TEXT("x");
  EXPECT_EQ(t[0], 'x');
}

TEST(WinConsole, WideStreamsAreInstalled) {
  EXPECT_TRUE(amp2hip::win::wide_console_installed);
  EXPECT_NE(dynamic_cast<amp2hip::win::narrow_file_wbuf *>(std::wcout.rdbuf()), nullptr);
  EXPECT_NE(dynamic_cast<amp2hip::win::narrow_file_wbuf *>(std::wcerr.rdbuf()), nullptr);
}

TEST(WinConsole, WideAndNarrowOutputInterleaveOnOneFile) {
  FILE *f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  amp2hip::win::narrow_file_wbuf buf(f);
  std::wostream wout(&buf);
  std::fprintf(f, "narrow 1\n");
  wout << L"wide " << 2 << L" " << 2.5 << std::endl;
  std::fprintf(f, "narrow 3\n");
  wout << L"\u00b5s" << L'\n' << std::flush;
  amp2hip_fwprintf(f, L"%ls %d\n", L"wprintf", 4);
  std::fprintf(f, "narrow 5\n");
  EXPECT_EQ(read_all(f), "narrow 1\nwide 2 2.5\nnarrow 3\n\xC2\xB5s\nwprintf 4\nnarrow 5\n");
  std::fclose(f);
}

TEST(WinConsoleDeathTest, WcoutThenPrintfBothReachStdout) {
  // A child process whose stdout is a file: glibc would drop the printf.
  std::string name = testing::TempDir() + "amp2hip_wide_console.txt";
  EXPECT_EXIT(
      {
        if (!std::freopen(name.c_str(), "w", stdout))
          std::exit(3);
        std::wcout << L"Device: " << std::wstring(L"CPU accelerator") << std::endl;
        std::printf("narrow %d\n", 1);
        std::cout << "PASS" << std::endl;
        std::wcout << L"wide again" << std::endl;
        std::fflush(stdout);
        std::exit(0);
      },
      testing::ExitedWithCode(0), "");
  FILE *f = std::fopen(name.c_str(), "r");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(read_all(f), "Device: CPU accelerator\nnarrow 1\nPASS\nwide again\n");
  std::fclose(f);
  std::remove(name.c_str());
}

} // namespace
