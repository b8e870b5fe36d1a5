// rank1_domains.cpp
//
// Covers (AMP spec 3.1, parallel_for_each over extent<1>): compute domains
// given as `av.extent`, as a named `extent<1>` variable, as a temporary
// `extent<1>(n)`, and as a domain smaller than the data (only the prefix is
// written); sizes 1, 7, 1000 and 65537.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int check(const std::vector<int>& got, int n, int written, int mul, const char* what) {
  for (int i = 0; i < n; ++i) {
    int e = i < written ? i * mul + 1 : -1;
    if (got[i] != e) {
      std::printf("FAIL: %s[%d] got %d expected %d\n", what, i, got[i], e);
      return 1;
    }
  }
  return 0;
}

int main() {
  const int sizes[4] = {1, 7, 1000, 65537};
  for (int s = 0; s < 4; ++s) {
    const int n = sizes[s];
    std::vector<int> a(n, -1), b(n, -1), c(n, -1), d(n, -1);
    array_view<int, 1> av(n, a), bv(n, b), cv(n, c), dv(n, d);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = i[0] * 2 + 1; });
    extent<1> e(n);
    parallel_for_each(e, [=](index<1> i) restrict(amp) { bv[i] = i[0] * 3 + 1; });
    parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) { cv(i[0]) = i[0] * 4 + 1; });
    const int half = (n + 1) / 2;
    parallel_for_each(extent<1>(half), [=](index<1> i) restrict(amp) { dv[i] = i[0] * 5 + 1; });
    av.synchronize();
    bv.synchronize();
    cv.synchronize();
    dv.synchronize();
    if (check(a, n, n, 2, "a") || check(b, n, n, 3, "b") || check(c, n, n, 4, "c") ||
        check(d, n, half, 5, "d"))
      return 1;
  }
  std::printf("PASS\n");
  return 0;
}
