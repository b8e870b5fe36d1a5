// capture_views_by_value.cpp
//
// Covers (AMP spec 3.1 and 5.2, captured array_views): a kernel capturing
// several array_views by value with [=] and with an explicit list, const and
// non-const element types, the same data captured through two views, a view
// copied to a local in the kernel, and a view copied on the host before the
// launch (all copies refer to the same data).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 2049;
  std::vector<int> a(n), b(n), c(n, 0), d(n, 0);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 3 * i - 7;
  }
  array_view<const int, 1> av(n, a);
  array_view<const int, 1> bv(n, b);
  array_view<int, 1> cv(n, c);
  array_view<int, 1> cv_alias = cv;
  array_view<int, 1> dv(n, d);
  parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) {
    array_view<int, 1> local = cv_alias;
    local[i] = av[i] + bv[i];
  });
  parallel_for_each(dv.extent, [av, cv, dv](index<1> i) restrict(amp) { dv[i] = cv[i] * 2 - av[i]; });
  cv.synchronize();
  dv.synchronize();
  for (int i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i] || d[i] != 2 * (a[i] + b[i]) - a[i]) {
      std::printf("FAIL: [%d] got (%d,%d)\n", i, c[i], d[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
