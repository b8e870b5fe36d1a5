// extent_comparison.cpp
//
// Covers (AMP spec 4.2.2): operator== and operator!= of extent<N> for ranks
// 1..4, differing in each single dimension, on the host and inside a
// restrict(amp) kernel (results written to an array_view and compared with
// the CPU's answers).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int base[4] = {3, 4, 5, 6};
  const extent<4> a(base);
  // Case k (0..3): dimension k differs; case 4: equal.
  std::vector<int> got(10, -1);
  array_view<int, 1> gv(10, got);
  parallel_for_each(extent<1>(5), [=](index<1> k) restrict(amp) {
    extent<4> b = a;
    if (k[0] < 4) b[k[0]] += 1;
    gv[2 * k[0]] = (a == b) ? 1 : 0;
    gv[2 * k[0] + 1] = (a != b) ? 1 : 0;
  });
  gv.synchronize();
  for (int k = 0; k < 5; ++k) {
    int eq = k == 4 ? 1 : 0;
    if (got[2 * k] != eq || got[2 * k + 1] != 1 - eq) {
      std::printf("FAIL: kernel case %d: == %d != %d\n", k, got[2 * k], got[2 * k + 1]);
      return 1;
    }
  }
  if (!(extent<1>(5) == extent<1>(5)) || extent<1>(5) != extent<1>(5) || extent<1>(5) == extent<1>(6)) {
    std::printf("FAIL: rank-1 comparison\n");
    return 1;
  }
  if (extent<2>(2, 3) == extent<2>(3, 2) || !(extent<2>(2, 3) != extent<2>(3, 2))) {
    std::printf("FAIL: rank-2 comparison (transposed)\n");
    return 1;
  }
  if (!(extent<3>(1, 2, 3) == extent<3>(1, 2, 3)) || extent<3>(1, 2, 3) == extent<3>(1, 2, 4)) {
    std::printf("FAIL: rank-3 comparison\n");
    return 1;
  }
  // A view's extent compares equal to the extent it was made with.
  std::vector<float> v(12);
  array_view<float, 2> av(3, 4, v);
  if (av.extent != extent<2>(3, 4) || !(av.get_extent() == extent<2>(3, 4))) {
    std::printf("FAIL: array_view extent comparison\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
