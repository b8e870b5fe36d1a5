// extent_contains_size.cpp
//
// Covers (AMP spec 4.2.1): extent<N>::size() for ranks 1..5 (including an
// extent with a zero dimension) and extent<N>::contains(index<N>) at every
// boundary: -1, 0, e-1 and e in each dimension. A kernel over a padded
// domain evaluates contains() for the original extent at every point and
// the result is compared with the CPU's evaluation.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  if (extent<1>(9).size() != 9u || extent<2>(4, 6).size() != 24u ||
      extent<3>(2, 3, 5).size() != 30u) {
    std::printf("FAIL: size() of ranks 1..3\n");
    return 1;
  }
  const int d4[4] = {2, 3, 4, 5}, d5[5] = {2, 2, 3, 1, 7}, dz[3] = {4, 0, 3};
  if (extent<4>(d4).size() != 120u || extent<5>(d5).size() != 84u ||
      extent<3>(dz).size() != 0u) {
    std::printf("FAIL: size() of ranks 4, 5 and an empty extent\n");
    return 1;
  }

  // Boundary cases on the host, rank 3.
  extent<3> e(3, 4, 5);
  for (int d = 0; d < 3; ++d) {
    for (int v : {-1, 0, e[d] - 1, e[d]}) {
      index<3> i(1, 1, 1);
      i[d] = v;
      bool want = v >= 0 && v < e[d];
      if (e.contains(i) != want) {
        std::printf("FAIL: contains dim %d value %d\n", d, v);
        return 1;
      }
    }
  }

  // contains() in a kernel over a domain two larger in each direction, shifted by -1.
  const extent<2> inner(5, 7);
  const extent<2> outer = inner + 2;
  std::vector<int> flags(outer.size(), -1);
  array_view<int, 2> fv(outer, flags);
  fv.discard_data();
  parallel_for_each(outer, [=](index<2> p) restrict(amp) {
    index<2> q = p - 1;
    fv[p] = inner.contains(q) ? 1 : 0;
  });
  fv.synchronize();
  for (int r = 0; r < outer[0]; ++r)
    for (int c = 0; c < outer[1]; ++c) {
      int want = (r >= 1 && r <= inner[0] && c >= 1 && c <= inner[1]) ? 1 : 0;
      if (flags[r * outer[1] + c] != want) {
        std::printf("FAIL: flags[%d][%d] got %d expected %d\n", r, c, flags[r * outer[1] + c], want);
        return 1;
      }
    }

  // size() read inside a kernel, rank 4.
  std::vector<unsigned> sz(1, 0);
  array_view<unsigned, 1> sv(1, sz);
  extent<4> e4(d4);
  parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) { sv[i] = e4.size(); });
  sv.synchronize();
  if (sz[0] != 120u) {
    std::printf("FAIL: size() in a kernel got %u expected 120\n", sz[0]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
