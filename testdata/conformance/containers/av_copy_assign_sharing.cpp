// av_copy_assign_sharing.cpp
//
// Covers (AMP spec 5.2.1/5.2.2): array_view copy construction and copy
// assignment make another view of the SAME data (not a copy of it): kernel
// writes through one are seen through the other and in the source; a view
// re-assigned to another source now addresses that source; a copy outliving
// the original keeps the data alive and writes it back (the container is
// synchronized when the last view goes away).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 90;
  std::vector<int> a(n, 1), b(n, 2);
  array_view<int, 1> va(n, a);
  array_view<int, 1> copy_a(va);
  parallel_for_each(copy_a.extent, [=](index<1> i) restrict(amp) { copy_a[i] = i[0]; });
  if (va[10] != 10) { std::printf("FAIL: copy-constructed view is not shared\n"); return 1; }

  array_view<int, 1> vb(n, b);
  array_view<int, 1> assigned = va;
  assigned = vb; // now a view of b
  parallel_for_each(assigned.extent, [=](index<1> i) restrict(amp) { assigned[i] += 100; });
  vb.synchronize();
  va.synchronize();
  for (int i = 0; i < n; ++i)
    if (b[i] != 102 || a[i] != i) { std::printf("FAIL: %d: a=%d b=%d\n", i, a[i], b[i]); return 1; }

  std::vector<float> c(n, 0.0f);
  {
    array_view<float, 2> outer(9, 10, c);
    array_view<float, 2> survivor = outer;
    {
      array_view<float, 2> inner(outer);
      parallel_for_each(inner.extent, [=](index<2> i) restrict(amp) { inner[i] = i[0] + 0.5f * i[1]; });
    } // inner gone; survivor and outer still refer to the data
    outer = array_view<float, 2>(9, 10, c); // re-assigned to the same source
    parallel_for_each(survivor.extent, [=](index<2> i) restrict(amp) { survivor[i] *= 2.0f; });
  } // last views destroyed: c holds the result
  for (int r = 0; r < 9; ++r)
    for (int col = 0; col < 10; ++col)
      if (c[r * 10 + col] != 2.0f * (r + 0.5f * col)) { std::printf("FAIL: c(%d,%d)=%g\n", r, col, c[r * 10 + col]); return 1; }
  std::printf("PASS\n");
  return 0;
}
