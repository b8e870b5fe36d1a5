// av_rank4_plus.cpp
//
// Covers (AMP spec 5.2 for N > 3): array_view<T,4> and <T,5> over vectors
// (extent constructor), element access by index<N>, section(index, extent)
// and section(index) at rank 4, projection from rank 4 to 3, view_as to and
// from rank 4, in kernels, compared with a serial computation.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int d4[4] = {3, 4, 2, 5};
  const extent<4> e4(d4);
  std::vector<int> h(e4.size(), 0);
  array_view<int, 4> v(e4, h);
  parallel_for_each(e4, [=](index<4> i) restrict(amp) { v[i] = ((i[0] * 4 + i[1]) * 2 + i[2]) * 5 + i[3]; });
  // Section at rank 4: (1,1,0,2) + (2,2,2,3).
  const int o[4] = {1, 1, 0, 2}, se[4] = {2, 2, 2, 3};
  array_view<int, 4> s = v.section(index<4>(o), extent<4>(se));
  parallel_for_each(s.extent, [=](index<4> i) restrict(amp) { s[i] = -s[i]; });
  array_view<int, 4> tail = v.section(index<4>(o));
  array_view<int, 3> p = v[2];
  array_view<int, 1> flat = v.view_as(extent<1>(static_cast<int>(e4.size())));
  v.synchronize();
  for (unsigned k = 0; k < e4.size(); ++k) {
    int i0 = k / 40, i1 = (k / 10) % 4, i3 = k % 5; // (k / 5) % 2 is dimension 2, unrestricted
    bool in = i0 >= 1 && i0 < 3 && i1 >= 1 && i1 < 3 && i3 >= 2;
    int want = in ? -(int)k : (int)k;
    if (h[k] != want || flat[k] != want) { std::printf("FAIL: element %u got %d expected %d\n", k, h[k], want); return 1; }
  }
  const int ti[4] = {0, 0, 1, 0}, te[4] = {2, 3, 2, 3};
  if (tail.extent != extent<4>(te) || tail[index<4>(ti)] != h[(1 * 4 + 1) * 10 + 1 * 5 + 2] ||
      p(3, 1, 4) != h[2 * 40 + 3 * 10 + 5 + 4]) {
    std::printf("FAIL: section(index) / projection at rank 4\n");
    return 1;
  }
  // Rank 5 through view_as of a rank-1 view.
  std::vector<float> f(2 * 3 * 2 * 2 * 3, 0.0f);
  array_view<float, 1> f1(static_cast<int>(f.size()), f);
  const int d5[5] = {2, 3, 2, 2, 3};
  array_view<float, 5> f5 = f1.view_as(extent<5>(d5));
  parallel_for_each(f5.extent, [=](index<5> i) restrict(amp) { f5[i] = i[0] + i[1] * 0.5f + i[4] * 0.25f; });
  f1.synchronize();
  for (size_t k = 0; k < f.size(); ++k) {
    float want = (k / 36) + ((k / 12) % 3) * 0.5f + (k % 3) * 0.25f;
    if (f[k] != want) { std::printf("FAIL: rank-5 element %zu got %g expected %g\n", k, f[k], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
