// view_lifetime_synchronizes.cpp
//
// Covers (AMP spec 5.2 / 8, implicit synchronisation): when the last
// array_view over host data is destroyed, the kernel's writes reach the host
// container; synchronize() on one copy of a view makes the data current for
// all copies; a view that only read data (const) leaves the host data as is.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static void fill_in_scope(std::vector<int>& data, int k) {
  array_view<int, 1> v(static_cast<int>(data.size()), data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] * k; });
  // no synchronize(): the destructor of the last view does it
}

int main() {
  const int n = 1000;
  std::vector<int> a(n, -1);
  fill_in_scope(a, 7);
  for (int i = 0; i < n; ++i)
    if (a[i] != i * 7) {
      std::printf("FAIL: after scope a[%d] got %d\n", i, a[i]);
      return 1;
    }
  std::vector<int> b(n, 0);
  {
    array_view<int, 1> v1(n, b);
    array_view<int, 1> v2 = v1;
    parallel_for_each(v2.extent, [=](index<1> i) restrict(amp) { v2[i] = i[0] + 3; });
    v1.synchronize();
    for (int i = 0; i < n; ++i)
      if (b[i] != i + 3) {
        std::printf("FAIL: after v1.synchronize b[%d] got %d\n", i, b[i]);
        return 1;
      }
  }
  std::vector<int> c(n);
  for (int i = 0; i < n; ++i) c[i] = n - i;
  std::vector<int> out(n, 0);
  {
    array_view<const int, 1> cv(n, c);
    array_view<int, 1> ov(n, out);
    parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = cv[i] * 2; });
  }
  for (int i = 0; i < n; ++i)
    if (c[i] != n - i || out[i] != 2 * (n - i)) {
      std::printf("FAIL: [%d] c %d out %d\n", i, c[i], out[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
