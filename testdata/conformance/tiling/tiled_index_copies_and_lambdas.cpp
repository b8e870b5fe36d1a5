// tiled_index_copies_and_lambdas.cpp
//
// Covers (AMP spec 4.2): a tiled_index copied to a local (members read
// through the copy), tiled_index members read inside a restrict(amp) lambda
// nested in the kernel (captured by reference and by value), a barrier waited
// on through the copy, and tile sizes taken from static const members of a
// class template.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <int A, int B>
struct Shape {
  static const int rows = A;
  static const int cols = B;
};

using S = Shape<4, 16>;

int main() {
  const int R = S::rows * 5, C = S::cols * 3;
  std::vector<int> out(R * C, 0), out2(R * C, 0);
  array_view<int, 2> ov(R, C, out), ov2(R, C, out2);
  parallel_for_each(ov.extent.tile<S::rows, S::cols>(),
                    [=](tiled_index<S::rows, S::cols> t) restrict(amp) {
    tile_static int buf[S::rows][S::cols];
    tiled_index<S::rows, S::cols> copy = t;
    auto lin = [&](int k) restrict(amp) { return t.local[0] * S::cols + t.local[1] + k; };
    auto org = [t]() restrict(amp) { return t.tile_origin[0] * 1000 + t.tile_origin[1]; };
    buf[copy.local[0]][copy.local[1]] = lin(0);
    copy.barrier.wait();
    ov[t.global] = buf[S::rows - 1 - copy.local[0]][S::cols - 1 - t.local[1]];
    ov2[copy.global] = org() + copy.tile[0] * 10 + copy.tile[1];
  });
  ov.synchronize();
  ov2.synchronize();
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int lr = r % S::rows, lc = c % S::cols;
      int e1 = (S::rows - 1 - lr) * S::cols + (S::cols - 1 - lc);
      int tr = r / S::rows, tc = c / S::cols;
      int e2 = (tr * S::rows) * 1000 + tc * S::cols + tr * 10 + tc;
      if (out[r * C + c] != e1 || out2[r * C + c] != e2) {
        std::printf("FAIL: (%d,%d) got (%d,%d) expected (%d,%d)\n", r, c, out[r * C + c],
                    out2[r * C + c], e1, e2);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
