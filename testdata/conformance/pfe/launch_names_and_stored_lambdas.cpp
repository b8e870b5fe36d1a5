// launch_names_and_stored_lambdas.cpp
//
// Covers (AMP spec 3.1): user variables named like the translator's launch
// helpers (`domain`, `block`, `grid`) used in the extent expression and
// captured by the kernel; a kernel lambda stored in a named variable and
// passed later (twice); index parameters declared `const index<1>&` and
// `index<2> const`, and a tiled index taken by const reference.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int block = 100;
  const int domain = 7;
  const int grid = 3;
  std::vector<int> a(block * grid, 0);
  array_view<int, 1> av(block * grid, a);
  parallel_for_each(extent<1>(block * grid), [=](const index<1>& idx) restrict(amp) {
    av[idx] = idx[0] * domain + block + grid;
  });
  std::vector<int> b(40 * 30, 0);
  array_view<int, 2> bv(40, 30, b);
  auto kernel = [=](index<2> const i) restrict(amp) { bv[i] += i[0] - i[1] + domain; };
  parallel_for_each(bv.extent, kernel);
  parallel_for_each(bv.extent, kernel);
  std::vector<int> c(64 * 5, 0);
  array_view<int, 1> cv(64 * 5, c);
  parallel_for_each(cv.extent.tile<64>(), [=](const tiled_index<64>& t) restrict(amp) {
    tile_static int s[64];
    s[t.local[0]] = t.global[0] + block;
    t.barrier.wait();
    cv[t.global] = s[63 - t.local[0]];
  });
  av.synchronize();
  bv.synchronize();
  cv.synchronize();
  for (int i = 0; i < block * grid; ++i)
    if (a[i] != i * domain + block + grid) {
      std::printf("FAIL: a[%d] got %d\n", i, a[i]);
      return 1;
    }
  for (int r = 0; r < 40; ++r)
    for (int k = 0; k < 30; ++k)
      if (b[r * 30 + k] != 2 * (r - k + domain)) {
        std::printf("FAIL: b(%d,%d) got %d\n", r, k, b[r * 30 + k]);
        return 1;
      }
  for (int i = 0; i < 64 * 5; ++i) {
    int e = (i / 64) * 64 + 63 - i % 64 + block;
    if (c[i] != e) {
      std::printf("FAIL: c[%d] got %d expected %d\n", i, c[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
