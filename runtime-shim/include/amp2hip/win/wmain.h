// amp2hip/win/wmain.h: `int wmain(int argc, wchar_t *argv[])`, Windows' wide
// entry point (and _tmain in a UNICODE build), on Linux, where a program
// starts at main(int, char **). Included by tchar.h in a _UNICODE build.
//
// wmain (and so _tmain) is renamed amp2hip_wmain, and this header defines a
// weak main that converts the arguments and the environment (the C locale's
// encoding, as the C library reads them) and calls it. A main the program
// defines in a file that includes this header is renamed amp2hip_user_main
// and called by the same weak main (so a Visual Studio project that
// replaced _tmain by main still builds); one defined where this header is
// not included simply replaces the weak main at link time. Entry points
// taken: int (int, wchar_t **), int (int, wchar_t **, wchar_t **) and
// int () for wmain; int (int, char **) and int () for main.
#ifndef AMP2HIP_WIN_WMAIN_H
#define AMP2HIP_WIN_WMAIN_H

#include <cstdio>
#include <cstdlib>
#include <unistd.h> // environ
#include <cwchar>
#include <string>
#include <vector>

namespace amp2hip {
namespace win {

inline std::wstring widen_argument(const char *s) {
  std::wstring out;
  std::mbstate_t state{};
  const char *end = s + std::char_traits<char>::length(s);
  while (s < end) {
    wchar_t c;
    size_t n = std::mbrtowc(&c, s, end - s, &state);
    if (n == static_cast<size_t>(-1) || n == static_cast<size_t>(-2)) {
      c = static_cast<unsigned char>(*s); // not in the encoding: byte for byte
      n = 1;
      state = std::mbstate_t{};
    } else if (n == 0) {
      break;
    }
    out += c;
    s += n;
  }
  return out;
}

/// Wide copies of argv and envp, null-terminated like the originals.
struct wide_arguments {
  std::vector<std::wstring> args, env;
  std::vector<wchar_t *> argv, envp;
  wide_arguments(int argc, char **nargv, char **nenvp) {
    for (int i = 0; i < argc; ++i)
      args.push_back(widen_argument(nargv[i]));
    for (char **e = nenvp; e && *e; ++e)
      env.push_back(widen_argument(*e));
    for (std::wstring &a : args)
      argv.push_back(&a[0]);
    argv.push_back(nullptr);
    for (std::wstring &e : env)
      envp.push_back(&e[0]);
    envp.push_back(nullptr);
  }
};

/// The program's entry point: whichever of the weak declarations below the
/// program defined.
inline int run_entry(int argc, char **argv);

} // namespace win
} // namespace amp2hip

// Weak: the program defines (at most) one of them.
int amp2hip_wmain(int argc, wchar_t *argv[]) __attribute__((weak));
int amp2hip_wmain(int argc, wchar_t *argv[], wchar_t *envp[]) __attribute__((weak));
int amp2hip_wmain() __attribute__((weak));
int amp2hip_user_main(int argc, char *argv[]) __attribute__((weak));
int amp2hip_user_main() __attribute__((weak));

inline int amp2hip::win::run_entry(int argc, char **argv) {
  // The address of a weak function the program does not define is null.
  int (*user_main)(int, char **) = &::amp2hip_user_main;
  int (*user_main0)() = &::amp2hip_user_main;
  int (*wide_main)(int, wchar_t **) = &::amp2hip_wmain;
  int (*wide_main3)(int, wchar_t **, wchar_t **) = &::amp2hip_wmain;
  int (*wide_main0)() = &::amp2hip_wmain;
  if (user_main)
    return user_main(argc, argv);
  if (user_main0)
    return user_main0();
  wide_arguments w(argc, argv, environ);
  if (wide_main)
    return wide_main(argc, w.argv.data());
  if (wide_main3)
    return wide_main3(argc, w.argv.data(), w.envp.data());
  if (wide_main0)
    return wide_main0();
  std::fputs("amp2hip: the program defines no main, wmain or _tmain\n", stderr);
  return EXIT_FAILURE;
}

__attribute__((weak)) int main(int argc, char **argv) { return amp2hip::win::run_entry(argc, argv); }

#define wmain amp2hip_wmain
#define main amp2hip_user_main

#endif // AMP2HIP_WIN_WMAIN_H
