// rank4_domains.cpp
//
// Covers (AMP spec 3.1, parallel_for_each over extent<N> with N > 3): a rank-4
// domain built from an int array, every index visited once, a value computed
// from all four components, index<4> arithmetic inside the kernel and an
// array_view<int,4> written through view[idx].
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int dims[4] = {3, 5, 4, 37};
  extent<4> e(dims);
  const int total = e.size();
  std::vector<int> hits(total, 0), val(total, 0);
  array_view<int, 4> hv(e, hits), vv(e, val);
  parallel_for_each(e, [=](index<4> idx) restrict(amp) {
    atomic_fetch_add(&hv[idx], 1);
    int step[4] = {1, 1, 1, 1};
    index<4> next = idx + index<4>(step);
    vv[idx] = next[0] * 1000000 + next[1] * 10000 + next[2] * 100 + next[3];
  });
  hv.synchronize();
  vv.synchronize();
  int k = 0;
  for (int a = 0; a < dims[0]; ++a)
    for (int b = 0; b < dims[1]; ++b)
      for (int c = 0; c < dims[2]; ++c)
        for (int d = 0; d < dims[3]; ++d, ++k) {
          int ev = (a + 1) * 1000000 + (b + 1) * 10000 + (c + 1) * 100 + (d + 1);
          if (hits[k] != 1 || val[k] != ev) {
            std::printf("FAIL: (%d,%d,%d,%d) hits %d val %d expected %d\n", a, b, c, d, hits[k],
                        val[k], ev);
            return 1;
          }
        }
  std::printf("PASS\n");
  return 0;
}
