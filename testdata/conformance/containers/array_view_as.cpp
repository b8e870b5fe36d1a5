// array_view_as.cpp
//
// Covers (AMP spec 5.1.5): array::view_as(extent<K>) to a lower, the same and
// a higher rank (const and non-const array): the views alias the array's
// storage, so a kernel writing through a reshaped view changes the array and
// a kernel writing the array is seen through the reshaped views.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 2> a(4, 6);
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] = i[0] * 6 + i[1]; });

  array_view<int, 1> flat = a.view_as(extent<1>(24));
  array_view<int, 3> cube = a.view_as(extent<3>(2, 3, 4));
  array_view<int, 2> other = a.view_as(extent<2>(3, 8));

  // Read through the reshaped views on the host.
  for (int k = 0; k < 24; ++k)
    if (flat[k] != k || cube(k / 12, (k / 4) % 3, k % 4) != k || other(k / 8, k % 8) != k) {
      std::printf("FAIL: reshaped read at %d\n", k);
      return 1;
    }
  // Write through the rank-3 view in a kernel; see it in the array.
  parallel_for_each(cube.extent, [=](index<3> i) restrict(amp) { cube[i] *= 10; });
  // Write the array in a kernel; see it through the flat view.
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] += 1; });
  flat.synchronize();
  for (int k = 0; k < 24; ++k)
    if (flat[k] != 10 * k + 1 || a(k / 6, k % 6) != 10 * k + 1) {
      std::printf("FAIL: after kernels element %d got %d/%d expected %d\n", k, flat[k], a(k / 6, k % 6), 10 * k + 1);
      return 1;
    }
  // A const array gives read-only reshaped views.
  const array<int, 2> &ca = a;
  array_view<const int, 1> cflat = ca.view_as(extent<1>(24));
  std::vector<int> sum(1, 0);
  array_view<int, 1> sv(1, sum);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    int s = 0;
    for (int k = 0; k < 24; ++k) s += cflat[k];
    sv[0] = s;
  });
  sv.synchronize();
  if (sum[0] != 10 * 276 + 24) {
    std::printf("FAIL: const view_as sum got %d expected %d\n", sum[0], 10 * 276 + 24);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
