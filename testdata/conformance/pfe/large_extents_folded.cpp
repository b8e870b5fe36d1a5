// large_extents_folded.cpp
//
// Covers (AMP spec 3.1, compute domains beyond one grid dimension): a 2-D
// domain whose dimension 0 exceeds 65535 blocks of the default block (folded
// grid), a 3-D domain with dimension 0 * 1 over 65535, a rank-4 domain with
// many points, and a long 1-D domain; every point is written exactly once
// (checked with a per-element atomic counter).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int check(const std::vector<int>& hits, const char* what) {
  for (size_t i = 0; i < hits.size(); ++i)
    if (hits[i] != 1) {
      std::printf("FAIL: %s[%zu] visited %d times\n", what, i, hits[i]);
      return 1;
    }
  return 0;
}

int main() {
  {
    const int rows = 530001, cols = 3;
    std::vector<int> hits(size_t(rows) * cols, 0);
    array_view<int, 2> hv(rows, cols, hits);
    parallel_for_each(hv.extent, [=](index<2> i) restrict(amp) { atomic_fetch_add(&hv[i], 1); });
    hv.synchronize();
    if (check(hits, "rank2")) return 1;
  }
  {
    const int d0 = 140003, d1 = 1, d2 = 3;
    std::vector<int> hits(size_t(d0) * d1 * d2, 0);
    array_view<int, 3> hv(d0, d1, d2, hits);
    parallel_for_each(hv.extent, [=](index<3> i) restrict(amp) { atomic_fetch_add(&hv[i], 1); });
    hv.synchronize();
    if (check(hits, "rank3")) return 1;
  }
  {
    const int dims[4] = {301, 300, 3, 2};
    extent<4> e(dims);
    std::vector<int> hits(e.size(), 0);
    array_view<int, 4> hv(e, hits);
    parallel_for_each(e, [=](index<4> i) restrict(amp) { atomic_fetch_add(&hv[i], 1); });
    hv.synchronize();
    if (check(hits, "rank4")) return 1;
  }
  {
    const int n = 2100007;
    std::vector<int> v(n, 0);
    array_view<int, 1> vv(n, v);
    parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) { vv[i] = i[0] ^ 0x5a5a; });
    vv.synchronize();
    for (int i = 0; i < n; ++i)
      if (v[i] != (i ^ 0x5a5a)) {
        std::printf("FAIL: rank1[%d] got %d\n", i, v[i]);
        return 1;
      }
  }
  std::printf("PASS\n");
  return 0;
}
