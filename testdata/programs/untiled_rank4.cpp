// untiled_rank4.cpp
//
// Covers: rank-4 compute domains. extent<4> built from an int array,
// array_view<int,4> over a vector, an untiled parallel_for_each with index<4>,
// idx[0..3] in the kernel, index<4> constructed from an int array inside the
// kernel, av[index<4>] reads, and extent<4>::size(). Dimensions 3 x 5 x 7 x 37
// (none a multiple of a natural block size).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int dims[4] = {3, 5, 7, 37};
  extent<4> e(dims);
  const int total = static_cast<int>(e.size());

  std::vector<int> src(total), dst(total, -1);
  for (int i = 0; i < total; ++i) src[i] = (i * 31) % 1009;

  array_view<const int, 4> in(e, src);
  array_view<int, 4> out(e, dst);
  out.discard_data();

  // out[a][b][c][d] = in[a][b][c][D-1-d] * 10 + a + b + c   (reverse the last dim)
  parallel_for_each(out.extent, [=](index<4> idx) restrict(amp) {
    int rev[4] = {idx[0], idx[1], idx[2], in.extent[3] - 1 - idx[3]};
    index<4> src_idx(rev);
    out[idx] = in[src_idx] * 10 + idx[0] + idx[1] + idx[2];
  });
  out.synchronize();

  for (int a = 0; a < dims[0]; ++a)
    for (int b = 0; b < dims[1]; ++b)
      for (int c = 0; c < dims[2]; ++c)
        for (int d = 0; d < dims[3]; ++d) {
          int lin = ((a * dims[1] + b) * dims[2] + c) * dims[3] + d;
          int srclin = ((a * dims[1] + b) * dims[2] + c) * dims[3] + (dims[3] - 1 - d);
          int expected = src[srclin] * 10 + a + b + c;
          if (dst[lin] != expected) {
            std::printf("FAIL: (%d,%d,%d,%d) got %d expected %d\n", a, b, c, d, dst[lin],
                        expected);
            return 1;
          }
        }
  std::printf("PASS\n");
  return 0;
}
