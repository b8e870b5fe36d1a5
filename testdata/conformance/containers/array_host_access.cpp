// array_host_access.cpp
//
// Covers (AMP spec 5.1.3, element access on the CPU): array operator[](index),
// operator()(index), operator()(i,j) / (i,j,k), projection a[i][j], const
// overloads, and operator std::vector<T>(), alternating with kernels: host
// writes are seen by the next kernel and kernel writes by the next host read.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 3> a(2, 3, 4);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k)
        a(i, j, k) = i * 12 + j * 4 + k;
  parallel_for_each(a.extent, [&a](index<3> i) restrict(amp) { a[i] = a[i] * a[i]; });
  if (a[index<3>(1, 2, 3)] != 23 * 23 || a(index<3>(0, 1, 2)) != 36 || a[1][0][1] != 169) {
    std::printf("FAIL: host reads after kernel\n");
    return 1;
  }
  a[index<3>(0, 0, 0)] = -1;
  a[1][2][3] = -2;
  parallel_for_each(a.extent, [&a](index<3> i) restrict(amp) { a[i] += 5; });
  const array<int, 3> &ca = a;
  std::vector<int> all = ca;
  for (int n = 0; n < 24; ++n) {
    int want = (n == 0 ? -1 : n == 23 ? -2 : n * n) + 5;
    if (all[n] != want || ca(n / 12, (n / 4) % 3, n % 4) != want) {
      std::printf("FAIL: element %d got %d/%d expected %d\n", n, all[n], ca(n / 12, (n / 4) % 3, n % 4), want);
      return 1;
    }
  }
  array<double, 2> m(3, 3);
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      m(r, c) = r == c ? 1.0 : 0.0;
  parallel_for_each(m.extent, [&m](index<2> i) restrict(amp) { m[i] = m[i] * 2.5 + i[1]; });
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      if (m(r, c) != (r == c ? 2.5 : 0.0) + c) {
        std::printf("FAIL: m(%d,%d) got %g\n", r, c, m(r, c));
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
