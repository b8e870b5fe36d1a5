// av_const_views.cpp
//
// Covers (AMP spec 5.2, array_view<const T,N>): construction from const
// containers and pointers, conversion from array_view<T,N> (sharing the same
// data: a kernel writing the non-const view is seen by the const one),
// value_type of a const view, const views in kernels, host reads through
// operator[], operator() and data(); the source of a const view is never
// written back.
#include <amp.h>
#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;

int main() {
  static_assert(std::is_same<array_view<const int, 2>::value_type, const int>::value, "value_type");
  const int n = 64;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i) data[i] = i;
  array_view<int, 1> rw(n, data);
  array_view<const int, 1> ro = rw; // conversion
  array_view<const int, 2> ro2(8, 8, static_cast<const int *>(data.data()));

  parallel_for_each(rw.extent, [=](index<1> i) restrict(amp) { rw[i] = rw[i] * 2; });
  std::vector<int> out(n, 0);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = ro[i] + 1; });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    if (out[i] != 2 * i + 1) { std::printf("FAIL: out[%d]=%d expected %d\n", i, out[i], 2 * i + 1); return 1; }
  // Host reads of the const view see the kernel's data.
  const int *p = ro.data();
  if (ro[10] != 20 || ro(11) != 22 || p[12] != 24) { std::printf("FAIL: const host reads\n"); return 1; }

  // A const-only view over separate data never writes its source.
  std::vector<float> src(12, 2.0f);
  {
    array_view<const float, 1> c(12, src);
    std::vector<float> res(12, 0);
    array_view<float, 1> rv(12, res);
    parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) { rv[i] = c[i] * i[0]; });
    rv.synchronize();
    for (int i = 0; i < 12; ++i) if (res[i] != 2.0f * i) { std::printf("FAIL: res[%d]\n", i); return 1; }
    src[0] = 99.0f; // changing the source while a const view exists is allowed
  }
  if (src[0] != 99.0f || src[5] != 2.0f) { std::printf("FAIL: const view wrote its source\n"); return 1; }
  if (ro2(1, 2) != 20) { std::printf("FAIL: ro2(1,2)=%d\n", ro2(1, 2)); return 1; }
  std::printf("PASS\n");
  return 0;
}
