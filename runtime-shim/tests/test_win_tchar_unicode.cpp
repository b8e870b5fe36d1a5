// tchar.h in a UNICODE build (Visual Studio's default character set): wide
// text types and literals, Visual C++'s wide formats, the wide entry point.
#define _UNICODE
#define UNICODE
#include <tchar.h>
#include <windows.h>

#include <gtest/gtest.h>

#include <string>
#include <type_traits>

namespace {

TEST(WinTcharUnicode, TextIsWide) {
  static_assert(std::is_same_v<_TCHAR, wchar_t>, "_UNICODE: _TCHAR is wchar_t");
  static_assert(std::is_same_v<TCHAR, wchar_t>, "UNICODE: TCHAR is wchar_t");
  const _TCHAR *s = _T("kernel");
  EXPECT_EQ(std::wstring(s), L"kernel");
  EXPECT_EQ(_tcslen(s), 6u);
  EXPECT_EQ(_ttoi(_T("-17")), -17);
  EXPECT_DOUBLE_EQ(_tstof(_T("2.5")), 2.5);
  _TCHAR buf[16];
  _stprintf_s(buf, _T("%d/%ls"), 3, L"x");
  EXPECT_EQ(std::wstring(buf), L"3/x");
  EXPECT_EQ(std::wstring(TEXT("t")), L"t");
}

TEST(WinTcharUnicode, WideFormatsMeanWhatTheyMeanInVisualCpp) {
  using amp2hip::win::iso_wide_format;
  EXPECT_EQ(iso_wide_format(L"%s and %c"), L"%ls and %lc");
  EXPECT_EQ(iso_wide_format(L"%S %hs %C %hc"), L"%s %s %c %c");
  EXPECT_EQ(iso_wide_format(L"%ls %lc %%s %-8.3s %5d %.2f %llu"), L"%ls %lc %%s %-8.3ls %5d %.2f %llu");
  _TCHAR buf[64];
  _stprintf_s(buf, _T("[%s|%S|%c]"), L"wide", "narrow", L'w');
  EXPECT_EQ(std::wstring(buf), L"[wide|narrow|w]");
}

TEST(WinTcharUnicode, EntryPointConvertsArguments) {
  char a0[] = "prog", a1[] = "x=1";
  char *argv[] = {a0, a1, nullptr};
  char e0[] = "HOME=/h";
  char *envp[] = {e0, nullptr};
  amp2hip::win::wide_arguments w(2, argv, envp);
  ASSERT_EQ(w.argv.size(), 3u);
  EXPECT_EQ(std::wstring(w.argv[1]), L"x=1");
  EXPECT_EQ(w.argv[2], nullptr);
  ASSERT_EQ(w.envp.size(), 2u);
  EXPECT_EQ(std::wstring(w.envp[0]), L"HOME=/h");
}

// The entry point of this test program is the main below: tchar.h renames
// it amp2hip_user_main and the shim's weak main calls it (gtest_main's, in
// a static library, is not linked: main is already defined).
TEST(WinTcharUnicode, MainIsCalledThroughTheShimsEntryPoint) {
  int (*wide)(int, wchar_t **) = &::amp2hip_wmain;
  int (*user)(int, char **) = &::amp2hip_user_main;
  EXPECT_EQ(wide, nullptr);
  EXPECT_NE(user, nullptr);
}

} // namespace

int main(int argc, char **argv) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
