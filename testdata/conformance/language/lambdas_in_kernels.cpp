// lambdas_in_kernels.cpp
//
// Covers (AMP spec 2.2, lambdas with restriction specifiers): a restrict(amp)
// lambda defined and called inside a kernel, one capturing kernel locals by
// value and one by reference, a lambda with a trailing return type, and a
// restrict(amp) lambda defined on the host and captured by the kernel.
// (A captured restrict(amp, cpu) host lambda is in
// _pending/host_device_lambda_capture.cpp: nvcc cannot build it.)
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 700;
  std::vector<int> a(n), b(n, 0), c(n, 0);
  for (int i = 0; i < n; ++i) a[i] = (i * 7919) % 1000 - 500;
  auto cube_plus = [](int x, int y) restrict(amp) { return x * x * x + y; };

  array_view<const int, 1> av(n, a);
  array_view<int, 1> bv(n, b), cv(n, c);
  bv.discard_data();
  cv.discard_data();
  parallel_for_each(bv.extent, [=](index<1> idx) restrict(amp) {
    int base = av[idx];
    auto abs_val = [](int x) restrict(amp) { return x < 0 ? -x : x; };
    auto offset = [base](int k) restrict(amp) -> int { return base + k; };
    int total = 0;
    auto add = [&total](int v) restrict(amp) { total += v; };
    for (int k = 0; k < 4; ++k) add(abs_val(offset(k - 2)));
    bv[idx] = total;
    cv[idx] = cube_plus(base % 10, idx[0]);
  });
  bv.synchronize();
  cv.synchronize();
  for (int i = 0; i < n; ++i) {
    int total = 0;
    for (int k = 0; k < 4; ++k) {
      int v = a[i] + k - 2;
      total += v < 0 ? -v : v;
    }
    int ec = (a[i] % 10) * (a[i] % 10) * (a[i] % 10) + i;
    if (b[i] != total || c[i] != ec) {
      std::printf("FAIL: [%d] got (%d,%d) expected (%d,%d)\n", i, b[i], c[i], total, ec);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
