// harness_gpu_invoke.cpp
//
// amp2hip-test: include-dir harness
//
// Covers (issue 28, item 3 (b)): launches inside macros of a test harness's
// header that is not translated, found through an include directory
// (harness/amp_test_harness.h): `GPU_INVOKE(ext, body)` in main and in a
// class's member functions (a lambda capturing `*this`'s members by value
// through locals, a functor), `GPU_INVOKE_ON(av, ext, body)` on the default
// accelerator's view, `TRACED_INVOKE`, which expands to `GPU_INVOKE` (two
// levels), each expanded where the program uses it; the header is included
// as it was.
// Prints PASS, or FAIL with the checks that failed (the harness's
// amp_test::report).
#include <amp.h>
#include <vector>
#include "amp_test_harness.h"

using namespace concurrency;

struct AddOffset {
  array_view<int, 1> v;
  int offset;
  void operator()(index<1> i) const restrict(amp) { v[i] += offset; }
};

class VectorOps {
public:
  explicit VectorOps(int factor) : factor_(factor) {}

  void scale(array_view<int, 1> v) const {
    int f = factor_;
    GPU_INVOKE(v.extent, [=](index<1> i) restrict(amp) { v[i] *= f; });
  }

  void shift(array_view<int, 1> v, int by) const {
    AddOffset op{v, by};
    GPU_INVOKE(v.extent, op);
  }

private:
  int factor_;
};

int main() {
  const int n = 500;
  std::vector<int> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 2 * i;
  }
  array_view<int, 1> av(n, a);
  array_view<const int, 1> bv(n, b);
  array_view<int, 1> cv(n, c);
  cv.discard_data();

  GPU_INVOKE(cv.extent, [=](index<1> i) restrict(amp) { cv[i] = av[i] + bv[i]; });

  VectorOps ops(3);
  ops.scale(av);
  ops.shift(av, -1);

  accelerator_view view = accelerator().default_view;
  GPU_INVOKE_ON(view, av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * 2; });

  TRACED_INVOKE("negate", cv.extent, [=](index<1> i) restrict(amp) { cv[i] = -cv[i]; });

  av.synchronize();
  cv.synchronize();
  for (int i = 0; i < n; ++i) {
    amp_test::expect(a[i] == (3 * i - 1) * 2, "scale, shift, double", i);
    amp_test::expect(c[i] == -3 * i, "sum, negate", i);
  }
  return amp_test::report();
}
