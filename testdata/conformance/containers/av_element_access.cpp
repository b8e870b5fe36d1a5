// av_element_access.cpp
//
// Covers (AMP spec 5.2.3): every element accessor of array_view:
// operator[](index<N>), operator()(index<N>), operator()(int) (rank 1),
// operator()(int,int) (rank 2), operator()(int,int,int) (rank 3),
// get_ref(index<N>) (AMP 1.2), in kernels (reads and writes) and on the
// host, on non-const and const views; the accessors of one view agree.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> d1(9, 0), d2(4 * 5, 0), d3(2 * 3 * 4, 0);
  array_view<int, 1> a(9, d1);
  array_view<int, 2> b(4, 5, d2);
  array_view<int, 3> c(2, 3, 4, d3);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    for (int i = 0; i < 9; ++i) {
      if (i % 3 == 0) a[index<1>(i)] = i;
      else if (i % 3 == 1) a(index<1>(i)) = i;
      else a(i) = i;
    }
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 5; ++j) {
        if (j % 2) b(i, j) = i * 5 + j;
        else b.get_ref(index<2>(i, j)) = i * 5 + j;
      }
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 3; ++j)
        for (int k = 0; k < 4; ++k) c(i, j, k) = (i * 3 + j) * 4 + k;
  });
  // Host reads with each accessor.
  for (int i = 0; i < 9; ++i)
    if (a[index<1>(i)] != i || a(i) != i || a(index<1>(i)) != i || a[i] != i) { std::printf("FAIL: a %d\n", i); return 1; }
  for (int i = 0; i < 4; ++i) for (int j = 0; j < 5; ++j)
    if (b(i, j) != i * 5 + j || b[index<2>(i, j)] != i * 5 + j || b.get_ref(index<2>(i, j)) != i * 5 + j || b[i][j] != i * 5 + j) {
      std::printf("FAIL: b(%d,%d)\n", i, j);
      return 1;
    }
  // Const views read in a kernel with each accessor.
  array_view<const int, 3> cc(c);
  array_view<const int, 2> cb(b);
  std::vector<int> out(24, 0);
  array_view<int, 3> ov(2, 3, 4, out);
  parallel_for_each(ov.extent, [=](index<3> i) restrict(amp) {
    ov[i] = cc[i] + cc(i) + cc(i[0], i[1], i[2]) + cc.get_ref(i) + cb(i[1], i[2]) + cb[index<2>(i[1], i[2])];
  });
  ov.synchronize();
  for (int i = 0; i < 2; ++i) for (int j = 0; j < 3; ++j) for (int k = 0; k < 4; ++k) {
    int want = 4 * ((i * 3 + j) * 4 + k) + 2 * (j * 5 + k);
    if (out[(i * 3 + j) * 4 + k] != want) { std::printf("FAIL: out(%d,%d,%d)=%d expected %d\n", i, j, k, out[(i * 3 + j) * 4 + k], want); return 1; }
  }
  // Host writes with each accessor, then a kernel reads.
  b(0, 0) = 100; b[index<2>(1, 1)] = 101; b.get_ref(index<2>(2, 2)) = 102; b[3][3] = 103;
  std::vector<int> diag(4, 0);
  array_view<int, 1> dv(4, diag);
  parallel_for_each(dv.extent, [=](index<1> i) restrict(amp) { dv[i] = b(i[0], i[0]); });
  dv.synchronize();
  for (int i = 0; i < 4; ++i) if (diag[i] != 100 + i) { std::printf("FAIL: diag[%d]=%d\n", i, diag[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
