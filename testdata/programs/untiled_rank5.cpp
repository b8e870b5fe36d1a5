// untiled_rank5.cpp
//
// Covers: rank-5 compute domains. extent<5> from an int array, an untiled
// parallel_for_each with index<5>, writing a value derived from every
// component so that any mis-folding of the leading dimensions shows up, plus
// a reduction-free second kernel that reads the first kernel's output with a
// shifted index<5> (index arithmetic at rank 5). Dimensions 2 x 3 x 5 x 7 x 11.
#include <amp.h>
#include <cstdio>
#include <vector>

namespace {

int encode(int a, int b, int c, int d, int e) {
  return (((a * 10 + b) * 10 + c) * 10 + d) * 100 + e;
}

}  // namespace

int main() {
  using concurrency::extent;
  using concurrency::index;
  using concurrency::array_view;

  const int dims[5] = {2, 3, 5, 7, 11};
  extent<5> ext(dims);
  const int total = static_cast<int>(ext.size());

  std::vector<int> first(total, -1), second(total, -1);
  array_view<int, 5> v1(ext, first);
  array_view<int, 5> v2(ext, second);
  v1.discard_data();
  v2.discard_data();

  concurrency::parallel_for_each(ext, [=](index<5> i) restrict(amp) {
    v1[i] = (((i[0] * 10 + i[1]) * 10 + i[2]) * 10 + i[3]) * 100 + i[4];
  });

  // second[i] = first[i with the last component rotated by one] - first[i]
  concurrency::parallel_for_each(ext, [=](index<5> i) restrict(amp) {
    int comps[5] = {i[0], i[1], i[2], i[3], (i[4] + 1) % v1.extent[4]};
    index<5> j(comps);
    v2[i] = v1[j] - v1[i];
  });
  v1.synchronize();
  v2.synchronize();

  int lin = 0;
  for (int a = 0; a < dims[0]; ++a)
    for (int b = 0; b < dims[1]; ++b)
      for (int c = 0; c < dims[2]; ++c)
        for (int d = 0; d < dims[3]; ++d)
          for (int e = 0; e < dims[4]; ++e, ++lin) {
            int exp1 = encode(a, b, c, d, e);
            int exp2 = encode(a, b, c, d, (e + 1) % dims[4]) - exp1;
            if (first[lin] != exp1) {
              std::printf("FAIL: first(%d,%d,%d,%d,%d) got %d expected %d\n", a, b, c, d, e,
                          first[lin], exp1);
              return 1;
            }
            if (second[lin] != exp2) {
              std::printf("FAIL: second(%d,%d,%d,%d,%d) got %d expected %d\n", a, b, c, d, e,
                          second[lin], exp2);
              return 1;
            }
          }
  std::printf("PASS\n");
  return 0;
}
