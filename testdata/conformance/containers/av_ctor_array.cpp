// av_ctor_array.cpp
//
// Covers (AMP spec 5.2.1): array_view<T,N>(array<T,N>&) and
// array_view<const T,N>(const array<T,N>&), ranks 1..3: views over an
// array share its storage (kernel writes through the view are seen in the
// array and vice versa); the view's extent is the array's;
// get_source_accelerator_view() of such a view is the array's view.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 2> a(5, 6);
  array_view<int, 2> v(a);
  if (v.extent != a.extent) { std::printf("FAIL: extent\n"); return 1; }
  parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i] = i[0] * 6 + i[1]; });
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] += 100; });
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 6; ++c)
      if (v(r, c) != r * 6 + c + 100) { std::printf("FAIL: v(%d,%d)=%d\n", r, c, v(r, c)); return 1; }
  v(0, 0) = -7; // host write through the view
  std::vector<int> back = a;
  if (back[0] != -7) { std::printf("FAIL: array did not see host write through view\n"); return 1; }

  const array<int, 2> &ca = a;
  array_view<const int, 2> cv(ca);
  array<float, 1> a1(11);
  array_view<float, 1> v1(a1);
  array<int, 3> a3(2, 2, 3);
  array_view<int, 3> v3(a3);
  parallel_for_each(v1.extent, [=](index<1> i) restrict(amp) { v1[i] = cv(i[0] % 5, i[0] % 6) * 0.5f; });
  parallel_for_each(v3.extent, [=](index<3> i) restrict(amp) { v3[i] = cv[index<2>(i[0], i[2])]; });
  std::vector<float> b1 = a1;
  std::vector<int> b3 = a3;
  for (int i = 0; i < 11; ++i) {
    float want = (i % 5 == 0 && i % 6 == 0 ? -7 : (i % 5) * 6 + (i % 6) + 100) * 0.5f;
    if (b1[i] != want) { std::printf("FAIL: a1[%d]=%g expected %g\n", i, b1[i], want); return 1; }
  }
  for (int i = 0; i < 12; ++i) {
    int x = i / 6, z = i % 3;
    int want = (x == 0 && z == 0) ? -7 : x * 6 + z + 100;
    if (b3[i] != want) { std::printf("FAIL: a3[%d]=%d expected %d\n", i, b3[i], want); return 1; }
  }
  if (v.get_source_accelerator_view() != a.get_accelerator_view()) {
    std::printf("FAIL: source accelerator_view of a view over an array\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
