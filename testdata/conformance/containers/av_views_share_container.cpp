// av_views_share_container.cpp
//
// Covers (AMP spec 5.2, one data source seen through independent views):
// two array_views constructed separately over the same vector, and views
// over overlapping parts of it (through pointers), stay coherent with each
// other: a kernel writing through one is seen by a kernel or host read
// through another without an explicit synchronize; results reach the
// vector.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 200;
  std::vector<int> data(n, 0);
  array_view<int, 1> a(n, data);
  array_view<int, 1> b(n, data); // a second, independent view of the same vector
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = i[0]; });
  std::vector<int> out(n, 0);
  array_view<int, 1> o(n, out);
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { o[i] = b[i] * 2; });
  o.synchronize();
  for (int i = 0; i < n; ++i)
    if (out[i] != 2 * i) { std::printf("FAIL: out[%d]=%d (second view did not see the first's kernel)\n", i, out[i]); return 1; }
  // Views over overlapping windows of the same memory.
  array_view<int, 1> lo(120, data.data());       // [0, 120)
  array_view<int, 2> hi(10, 10, data.data() + 100); // [100, 200) as 10 x 10
  parallel_for_each(hi.extent, [=](index<2> i) restrict(amp) { hi[i] += 1000; });
  if (lo[110] != 1110 || b[150] != 1150) { std::printf("FAIL: host reads through other views %d %d\n", lo[110], b[150]); return 1; }
  parallel_for_each(lo.extent, [=](index<1> i) restrict(amp) { lo[i] += 1; });
  a.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = i + (i >= 100 ? 1000 : 0) + (i < 120 ? 1 : 0);
    if (data[i] != want) { std::printf("FAIL: data[%d]=%d expected %d\n", i, data[i], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
