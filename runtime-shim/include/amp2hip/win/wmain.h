// amp2hip/win/wmain.h: `int wmain(int argc, wchar_t *argv[])`, Windows' wide
// entry point (and _tmain in a UNICODE build), on Linux, where a program
// starts at main(int, char **).
//
// wmain is a function-like macro: where the program defines it,
//   int wmain(int argc, wchar_t *argv[]) { ... }
// becomes a declaration of amp2hip_wmain, a main that converts the
// arguments (the C locale's encoding, as the C library reads them) and calls
// it, and then the program's own body as amp2hip_wmain. So main exists only
// in the file that defines the entry point, whatever its parameters
// ((), (argc, argv) or (argc, argv, envp)) and return type (void too, which
// Visual C++ accepts).
#ifndef AMP2HIP_WIN_WMAIN_H
#define AMP2HIP_WIN_WMAIN_H

#include <cstdlib>
#include <cwchar>
#include <string>
#include <type_traits>
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

/// The return type of the program's entry point (for its redeclaration).
template <typename R, typename... Args> R entry_result(R (*)(Args...));

template <typename R> int result_of_entry(R (*entry)()) {
  if constexpr (std::is_void_v<R>) {
    entry();
    return 0;
  } else {
    return entry();
  }
}
template <typename R, typename Argv>
int call_wmain(R (*entry)(int, Argv), int argc, char **argv, char **envp) {
  wide_arguments w(argc, argv, envp);
  if constexpr (std::is_void_v<R>) {
    entry(argc, w.argv.data());
    return 0;
  } else {
    return entry(argc, w.argv.data());
  }
}
template <typename R, typename Argv, typename Envp>
int call_wmain(R (*entry)(int, Argv, Envp), int argc, char **argv, char **envp) {
  wide_arguments w(argc, argv, envp);
  if constexpr (std::is_void_v<R>) {
    entry(argc, w.argv.data(), w.envp.data());
    return 0;
  } else {
    return entry(argc, w.argv.data(), w.envp.data());
  }
}
template <typename R> int call_wmain(R (*entry)(), int, char **, char **) {
  return result_of_entry(entry);
}

} // namespace win
} // namespace amp2hip

// The user's return type lands on the first declaration; the definition
// that takes the user's body repeats it through decltype.
#define wmain(...)                                                                        \
  amp2hip_wmain(__VA_ARGS__);                                                             \
  int main(int amp2hip_argc, char **amp2hip_argv, char **amp2hip_envp) {                  \
    return amp2hip::win::call_wmain(amp2hip_wmain, amp2hip_argc, amp2hip_argv,            \
                                    amp2hip_envp);                                        \
  }                                                                                       \
  auto amp2hip_wmain(__VA_ARGS__)->decltype(amp2hip::win::entry_result(amp2hip_wmain))

#endif // AMP2HIP_WIN_WMAIN_H
