// ragged_extents.cpp
//
// Covers (AMP spec 3.1): untiled domains whose sizes are not multiples of any
// block size (primes and one-off sizes in ranks 1, 2 and 3): threads past the
// extent must not run the kernel, so elements just beyond the domain in a
// larger view stay untouched.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int sizes1[3] = {257, 1023, 4099};
  for (int s = 0; s < 3; ++s) {
    const int n = sizes1[s];
    std::vector<int> v(n + 5, -1);
    array_view<int, 1> vv(n + 5, v);
    parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) { vv[i] = i[0]; });
    vv.synchronize();
    for (int i = 0; i < n + 5; ++i)
      if (v[i] != (i < n ? i : -1)) {
        std::printf("FAIL: rank1 n=%d [%d] got %d\n", n, i, v[i]);
        return 1;
      }
  }
  {
    const int R = 33, C = 65;
    std::vector<int> v((R + 1) * (C + 1), -1);
    array_view<int, 2> vv(R + 1, C + 1, v);
    parallel_for_each(extent<2>(R, C), [=](index<2> i) restrict(amp) { vv[i] = i[0] * 100 + i[1]; });
    vv.synchronize();
    for (int r = 0; r <= R; ++r)
      for (int c = 0; c <= C; ++c) {
        int e = (r < R && c < C) ? r * 100 + c : -1;
        if (v[r * (C + 1) + c] != e) {
          std::printf("FAIL: rank2 (%d,%d) got %d expected %d\n", r, c, v[r * (C + 1) + c], e);
          return 1;
        }
      }
  }
  {
    const int A = 3, B = 9, C = 33;
    std::vector<int> v((A + 1) * (B + 1) * (C + 1), -1);
    array_view<int, 3> vv(A + 1, B + 1, C + 1, v);
    parallel_for_each(extent<3>(A, B, C), [=](index<3> i) restrict(amp) { vv[i] = 1; });
    vv.synchronize();
    for (int a = 0; a <= A; ++a)
      for (int b = 0; b <= B; ++b)
        for (int c = 0; c <= C; ++c) {
          int e = (a < A && b < B && c < C) ? 1 : -1;
          int g = v[(a * (B + 1) + b) * (C + 1) + c];
          if (g != e) {
            std::printf("FAIL: rank3 (%d,%d,%d) got %d expected %d\n", a, b, c, g, e);
            return 1;
          }
        }
  }
  std::printf("PASS\n");
  return 0;
}
