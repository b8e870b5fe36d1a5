// amp_test_harness.h: a test harness's header, outside the translated
// files. The idioms/harness_*.cpp programs find it through an include
// directory (`amp2hip -I`; their `amp2hip-test: include-dir harness` line),
// the way a test suite's sources find its shared harness. amp2hip expands
// its launch macros where the programs use them and leaves this file as it
// is (issue 28, item 3 (b)): it does not include <amp.h> (the programs do,
// first), so the translations can still include it.
#ifndef AMP_TEST_HARNESS_H
#define AMP_TEST_HARNESS_H

#include <cstdio>

namespace amp_test {

inline int &failures() {
  static int count = 0;
  return count;
}

inline void expect(bool ok, const char *what, int at) {
  if (!ok) {
    if (failures() < 10)
      std::printf("FAIL: %s (at %d)\n", what, at);
    ++failures();
  }
}

inline int report() {
  std::printf(failures() ? "FAIL: %d checks failed\n" : "PASS\n", failures());
  return failures() ? 1 : 0;
}

} // namespace amp_test

// Launch helpers: the kernel's domain and its body, as a harness wraps them.
#define GPU_INVOKE(ext, body) concurrency::parallel_for_each(ext, body)
#define GPU_INVOKE_ON(av, ext, body) concurrency::parallel_for_each(av, ext, body)

// The head of a one-dimensional kernel lambda.
#define AMP_KERNEL_1D(idx) [=](concurrency::index<1> idx) restrict(amp)

// A test case: its name printed, then its statements.
#define RUN_TEST(name, ...)                                                  \
  do {                                                                       \
    std::printf("test %s\n", #name);                                         \
    __VA_ARGS__;                                                             \
  } while (0)

// A tiled launch over a one-dimensional extent: the index's name and the
// body as the macro's last arguments.
#define TILED_INVOKE_1D(ext, size, tidx, ...)                                \
  concurrency::parallel_for_each((ext).tile<size>(),                         \
      [=](concurrency::tiled_index<size> tidx) restrict(amp) { __VA_ARGS__ })

// A launch that reports itself: a macro expanding to another of the header.
#define TRACED_INVOKE(label, ext, body)                                      \
  do {                                                                       \
    std::printf("launch %s\n", label);                                       \
    GPU_INVOKE(ext, body);                                                   \
  } while (0)

#endif
