// rank3_domains.cpp
//
// Covers (AMP spec 3.1, parallel_for_each over extent<3>): every index of
// 3-D domains visited exactly once (atomic counters), the linear position
// recomputed from the index, extents with a dimension of 1 and odd sizes,
// extent<3> from three ints and from an int array.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int shapes[4][3] = {{1, 1, 513}, {5, 7, 9}, {13, 1, 40}, {3, 66, 5}};
  for (int s = 0; s < 4; ++s) {
    const int* sh = shapes[s];
    extent<3> e(sh);
    extent<3> e2(sh[0], sh[1], sh[2]);
    if (!(e == e2)) {
      std::printf("FAIL: extent constructors differ\n");
      return 1;
    }
    const int total = e.size();
    std::vector<int> hits(total, 0), lin(total, -1);
    array_view<int, 3> hv(e, hits), lv(e2, lin);
    parallel_for_each(e, [=](index<3> idx) restrict(amp) {
      atomic_fetch_add(&hv[idx], 1);
      lv[idx] = (idx[0] * hv.extent[1] + idx[1]) * hv.extent[2] + idx[2];
    });
    hv.synchronize();
    lv.synchronize();
    for (int k = 0; k < total; ++k)
      if (hits[k] != 1 || lin[k] != k) {
        std::printf("FAIL: shape %d [%d] hits %d lin %d\n", s, k, hits[k], lin[k]);
        return 1;
      }
  }
  std::printf("PASS\n");
  return 0;
}
