// rank5_domains.cpp
//
// Covers (AMP spec 3.1, parallel_for_each over extent<5>): a rank-5 domain,
// every index visited once, the row-major linear offset recomputed in the
// kernel from the view's extent, and a second rank-5 kernel reading the
// first kernel's output.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int dims[5] = {2, 3, 4, 5, 11};
  extent<5> e(dims);
  const int total = e.size();
  std::vector<int> lin(total, -1), twice(total, 0);
  array_view<int, 5> lv(e, lin), tv(e, twice);
  tv.discard_data();
  parallel_for_each(e, [=](index<5> idx) restrict(amp) {
    int off = 0;
    for (int d = 0; d < 5; ++d) off = off * lv.extent[d] + idx[d];
    lv[idx] = off;
  });
  parallel_for_each(tv.extent, [=](index<5> idx) restrict(amp) { tv[idx] = lv[idx] * 2 + idx[4]; });
  lv.synchronize();
  tv.synchronize();
  for (int k = 0; k < total; ++k) {
    int last = k % dims[4];
    if (lin[k] != k || twice[k] != 2 * k + last) {
      std::printf("FAIL: [%d] lin %d twice %d\n", k, lin[k], twice[k]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
