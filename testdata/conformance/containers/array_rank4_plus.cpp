// array_rank4_plus.cpp
//
// Covers (AMP spec 5.1 for N > 3): array<T,4> and array<T,5> constructed from
// an extent and from extent + iterators, element access by index<N> in
// kernels and on the host, section(index, extent), view_as to rank 1,
// copy() to and from host, copy between arrays.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int d4[4] = {2, 3, 4, 5};
  const extent<4> e4(d4);
  std::vector<int> init(e4.size());
  for (unsigned k = 0; k < e4.size(); ++k) init[k] = static_cast<int>(k);
  array<int, 4> a(e4, init.begin(), init.end());
  array<int, 4> b(e4);
  parallel_for_each(e4, [&a, &b](index<4> i) restrict(amp) { b[i] = a[i] * 2 + i[3]; });
  std::vector<int> hb(e4.size());
  copy(b, hb.begin());
  for (unsigned k = 0; k < e4.size(); ++k)
    if (hb[k] != 2 * (int)k + (int)(k % 5)) { std::printf("FAIL: b[%u]=%d\n", k, hb[k]); return 1; }
  const int o[4] = {1, 1, 1, 1}, se[4] = {1, 2, 3, 4};
  array_view<int, 4> s = b.section(index<4>(o), extent<4>(se));
  parallel_for_each(s.extent, [=](index<4> i) restrict(amp) { s[i] = 0; });
  const int probe[4] = {1, 2, 3, 4};
  if (b[index<4>(probe)] != 0 || b[index<4>(o)] != 0) { std::printf("FAIL: section write\n"); return 1; }
  array_view<int, 1> flat = b.view_as(extent<1>(static_cast<int>(e4.size())));
  int zeros = 0;
  for (unsigned k = 0; k < e4.size(); ++k) zeros += flat[k] == 0;
  if (zeros != 24 + 1) { std::printf("FAIL: %d zeros expected 25\n", zeros); return 1; } // b[0]=0 too
  const int d5[5] = {2, 2, 2, 3, 3};
  const extent<5> e5(d5);
  array<double, 5> c(e5);
  parallel_for_each(c.extent, [&c](index<5> i) restrict(amp) { c[i] = i[0] - i[1] + i[2] * 0.5 + i[3] * i[4]; });
  array<double, 5> d(c.extent);
  copy(c, d);
  std::vector<double> hd = d;
  for (int k = 0; k < 72; ++k) {
    int i0 = k / 36, i1 = (k / 18) % 2, i2 = (k / 9) % 2, i3 = (k / 3) % 3, i4 = k % 3;
    double want = i0 - i1 + i2 * 0.5 + i3 * i4;
    if (hd[k] != want) { std::printf("FAIL: rank-5 %d got %g expected %g\n", k, hd[k], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
