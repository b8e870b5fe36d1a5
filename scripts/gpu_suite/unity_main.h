// unity_main.h: the main of a runnable unity batch (scripts/lib/testdata_programs.py,
// unity_source with names): several test programs in one executable, each in
// its own namespace, where its `main` is an ordinary function. `EXE NAME
// [ARGS...]` runs the member called NAME with argv[0] = NAME; `EXE` alone
// lists the members.
#pragma once
#include <cstdio>
#include <cstring>

namespace amp2hip_unity {

struct Entry {
  const char* name;
  int (*run)(int argc, char** argv);
};

// The main signatures C++ (and Visual C++) programs use.
inline int call_main(int (*f)(), int, char**) { return f(); }
inline int call_main(int (*f)(int, char**), int argc, char** argv) { return f(argc, argv); }
inline int call_main(int (*f)(int, const char**), int argc, char** argv) {
  return f(argc, const_cast<const char**>(argv));
}
inline int call_main(void (*f)(), int, char**) {
  f();
  return 0;
}
inline int call_main(void (*f)(int, char**), int argc, char** argv) {
  f(argc, argv);
  return 0;
}

template <unsigned N>
int dispatch(const Entry (&entries)[N], int argc, char** argv) {
  if (argc >= 2) {
    for (const Entry& e : entries)
      if (std::strcmp(e.name, argv[1]) == 0) return e.run(argc - 1, argv + 1);
    std::fprintf(stderr, "%s: no program named '%s' in this batch\n", argv[0], argv[1]);
  } else {
    std::fprintf(stderr, "usage: %s NAME [ARGS...], where NAME is one of:\n", argc ? argv[0] : "batch");
  }
  for (const Entry& e : entries) std::fprintf(stderr, "  %s\n", e.name);
  return 2;
}

}  // namespace amp2hip_unity
