// rank2_domains.cpp
//
// Covers (AMP spec 3.1, parallel_for_each over extent<2>): the kernel sees
// every index (r, c) of the domain exactly once (counted with atomics), in
// shapes that are thin (1 x n, n x 1), square and ragged; index<2> built
// from idx[0], idx[1] and used in view(r, c) and view[idx].
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int shapes[5][2] = {{1, 300}, {300, 1}, {33, 33}, {17, 129}, {250, 9}};
  for (int s = 0; s < 5; ++s) {
    const int rows = shapes[s][0], cols = shapes[s][1];
    std::vector<int> hits(rows * cols, 0), val(rows * cols, 0);
    array_view<int, 2> hv(rows, cols, hits), vv(rows, cols, val);
    parallel_for_each(hv.extent, [=](index<2> idx) restrict(amp) {
      atomic_fetch_add(&hv[idx], 1);
      index<2> mirrored(idx[0], idx[1]);
      vv(mirrored[0], mirrored[1]) = idx[0] * 1000 + idx[1];
    });
    hv.synchronize();
    vv.synchronize();
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        int k = r * cols + c;
        if (hits[k] != 1 || val[k] != r * 1000 + c) {
          std::printf("FAIL: shape %dx%d (%d,%d) hits %d val %d\n", rows, cols, r, c, hits[k],
                      val[k]);
          return 1;
        }
      }
  }
  std::printf("PASS\n");
  return 0;
}
