// array_ctor_extent.cpp
//
// Covers (AMP spec 5.1.1, array constructors without data): array<T,N>(extent)
// for ranks 1..4, array(int), array(int,int), array(int,int,int); the
// `extent` property and get_extent(); writing every element in a kernel that
// captures the array by reference, then reading it back with copy() and
// with host element access. Odd sizes.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T, int N>
static bool fill_and_check(array<T, N> &a, const char *name) {
  const extent<N> e = a.get_extent();
  if (e != a.extent) {
    std::printf("FAIL: %s get_extent differs from extent\n", name);
    return false;
  }
  parallel_for_each(a.extent, [&a](index<N> i) restrict(amp) {
    T v = 0;
    for (int k = 0; k < N; ++k) v = v * 7 + static_cast<T>(i[k] + 1);
    a[i] = v;
  });
  std::vector<T> back(e.size());
  copy(a, back.begin());
  int idx[N] = {};
  for (unsigned n = 0; n < e.size(); ++n) {
    T want = 0;
    for (int k = 0; k < N; ++k) want = want * 7 + static_cast<T>(idx[k] + 1);
    if (back[n] != want) {
      std::printf("FAIL: %s element %u got %g expected %g\n", name, n, (double)back[n], (double)want);
      return false;
    }
    for (int k = N - 1; k >= 0; --k) {
      if (++idx[k] < e[k]) break;
      idx[k] = 0;
    }
  }
  return true;
}

int main() {
  array<int, 1> a1(37);
  array<float, 2> a2(5, 11);
  array<double, 3> a3(3, 4, 5);
  const int d4[4] = {2, 3, 2, 5};
  const extent<4> e4(d4);
  array<unsigned, 4> a4(e4);
  array<int, 2> a2e(extent<2>(6, 3), accelerator().default_view);
  if (a1.extent[0] != 37 || a2.extent != extent<2>(5, 11) || a3.extent != extent<3>(3, 4, 5) ||
      a4.extent.size() != 60u || a2e.extent != extent<2>(6, 3)) {
    std::printf("FAIL: extents after construction\n");
    return 1;
  }
  if (!fill_and_check(a1, "array<int,1>") || !fill_and_check(a2, "array<float,2>") ||
      !fill_and_check(a3, "array<double,3>") || !fill_and_check(a4, "array<unsigned,4>") ||
      !fill_and_check(a2e, "array<int,2>(extent)"))
    return 1;
  // Host element access of the rank-2 result.
  if (a2(4, 10) != static_cast<float>(5 * 7 + 11) || a2[index<2>(0, 0)] != 8.0f) {
    std::printf("FAIL: host access a2(4,10)=%g a2[0,0]=%g\n", a2(4, 10), a2[index<2>(0, 0)]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
