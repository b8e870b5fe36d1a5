// index_comparison.cpp
//
// Covers (AMP spec 4.1.2): index<N> operator== and operator!= for ranks 1..5
// on the host, and in a kernel where each thread compares its own index with
// a captured target index (exactly one thread must find equality; every
// other thread finds inequality).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  if (!(index<1>(3) == index<1>(3)) || index<1>(3) != index<1>(3) || index<1>(3) == index<1>(-3)) {
    std::printf("FAIL: rank 1\n");
    return 1;
  }
  if (index<2>(1, 2) == index<2>(2, 1) || !(index<2>(1, 2) != index<2>(2, 1))) {
    std::printf("FAIL: rank 2\n");
    return 1;
  }
  const int a5[5] = {1, 2, 3, 4, 5}, b5[5] = {1, 2, 3, 4, 6};
  if (index<5>(a5) == index<5>(b5) || !(index<5>(a5) == index<5>(a5))) {
    std::printf("FAIL: rank 5\n");
    return 1;
  }

  const extent<3> e(4, 5, 6);
  const index<3> target(2, 3, 1);
  std::vector<int> eq(e.size(), -1), ne(e.size(), -1);
  array_view<int, 3> ev(e, eq), nv(e, ne);
  parallel_for_each(e, [=](index<3> i) restrict(amp) {
    ev[i] = (i == target) ? 1 : 0;
    nv[i] = (i != target) ? 1 : 0;
  });
  ev.synchronize();
  nv.synchronize();
  int found = 0;
  for (int x = 0; x < e[0]; ++x)
    for (int y = 0; y < e[1]; ++y)
      for (int z = 0; z < e[2]; ++z) {
        int k = (x * e[1] + y) * e[2] + z;
        bool is = index<3>(x, y, z) == target;
        if (eq[k] != (is ? 1 : 0) || ne[k] != (is ? 0 : 1)) {
          std::printf("FAIL: at (%d,%d,%d) == %d != %d\n", x, y, z, eq[k], ne[k]);
          return 1;
        }
        found += eq[k];
      }
  if (found != 1) {
    std::printf("FAIL: %d threads matched the target\n", found);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
