// harness_kernel_heads.cpp
//
// amp2hip-test: include-dir harness
//
// Covers (issue 28, item 3 (b)): macros of an untranslated harness header
// (harness/amp_test_harness.h, an include directory) that spell parts of a
// kernel rather than the launch: `AMP_KERNEL_1D(i)`, the lambda's head with
// its `restrict(amp)`, given to a plain parallel_for_each and to
// `GPU_INVOKE`; `RUN_TEST(name, ...)` wrapping statements that launch
// through `GPU_INVOKE` (a launch macro in another macro's arguments); a
// function template launching through the header's macro, instantiated for
// int and float. Each is expanded where the program uses it.
// Prints PASS, or FAIL with the checks that failed (the harness's
// amp_test::report).
#include <amp.h>
#include <vector>
#include "amp_test_harness.h"

using namespace concurrency;

template <typename T>
void fill_iota(array_view<T, 1> v, T start) {
  GPU_INVOKE(v.extent, AMP_KERNEL_1D(i) { v[i] = start + T(i[0]); });
}

int main() {
  const int n = 300;
  std::vector<int> ints(n), squares(n);
  std::vector<float> floats(n);
  array_view<int, 1> iv(n, ints);
  array_view<float, 1> fv(n, floats);
  array_view<int, 1> sv(n, squares);

  fill_iota(iv, 10);
  fill_iota(fv, 0.5f);
  parallel_for_each(sv.extent, AMP_KERNEL_1D(k) { sv[k] = k[0] * k[0]; });

  RUN_TEST(double_ints, GPU_INVOKE(iv.extent, [=](index<1> i) restrict(amp) { iv[i] *= 2; }));
  RUN_TEST(halve_floats,
           GPU_INVOKE(fv.extent, AMP_KERNEL_1D(j) { fv[j] = fv[j] / 2.0f; });
           fv.synchronize());

  iv.synchronize();
  sv.synchronize();
  for (int i = 0; i < n; ++i) {
    amp_test::expect(ints[i] == 2 * (10 + i), "fill_iota<int>, then doubled", i);
    amp_test::expect(floats[i] == (0.5f + float(i)) / 2.0f, "fill_iota<float>, then halved", i);
    amp_test::expect(squares[i] == i * i, "AMP_KERNEL_1D head", i);
  }
  return amp_test::report();
}
