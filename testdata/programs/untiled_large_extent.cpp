// untiled_large_extent.cpp
//
// Covers: compute domains larger than one grid dimension allows.
//  * extent<2> of 600001 x 2: dimension 0 is far above 65535 * 8, so a naive
//    mapping of dimension 0 to blockIdx.y with 8-thread-high blocks overflows
//    the 65535-block limit.
//  * extent<3> of 70001 x 3 x 2: dimension 0 above 65535 (z-grid limit).
//  * a 1-D extent of 3000017 elements (a few million, prime-ish size).
// Each element records a value derived from its own index, so any thread that
// is skipped, duplicated or mis-mapped is detected.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int check(const char* what, const std::vector<int>& got, int (*expect)(int)) {
  for (int i = 0; i < static_cast<int>(got.size()); ++i) {
    if (got[i] != expect(i)) {
      std::printf("FAIL: %s element %d got %d expected %d\n", what, i, got[i], expect(i));
      return 1;
    }
  }
  return 0;
}

static int expect2d(int lin) { return (lin / 2) * 3 + (lin % 2); }
static int expect3d(int lin) { return (lin / 6) * 7 + ((lin / 2) % 3) * 2 + (lin % 2); }
static int expect1d(int lin) { return lin ^ 0x5a5a; }

int main() {
  const int rows = 600001;
  std::vector<int> d2(rows * 2, -1);
  {
    array_view<int, 2> v(rows, 2, d2);
    v.discard_data();
    parallel_for_each(v.extent, [=](index<2> idx) restrict(amp) {
      v[idx] = idx[0] * 3 + idx[1];
    });
    v.synchronize();
  }
  if (check("2-D", d2, expect2d)) return 1;

  const int planes = 70001;
  std::vector<int> d3(planes * 3 * 2, -1);
  {
    array_view<int, 3> v(planes, 3, 2, d3);
    v.discard_data();
    parallel_for_each(v.extent, [=](index<3> idx) restrict(amp) {
      v[idx] = idx[0] * 7 + idx[1] * 2 + idx[2];
    });
    v.synchronize();
  }
  if (check("3-D", d3, expect3d)) return 1;

  const int n = 3000017;
  std::vector<int> d1(n, -1);
  {
    array_view<int, 1> v(n, d1);
    v.discard_data();
    parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
      v[idx] = idx[0] ^ 0x5a5a;
    });
    v.synchronize();
  }
  if (check("1-D", d1, expect1d)) return 1;

  std::printf("PASS\n");
  return 0;
}
