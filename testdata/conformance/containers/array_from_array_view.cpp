// array_from_array_view.cpp
//
// Covers (AMP spec 5.1.1): array(const array_view<const T,N>&),
// array(const array_view<T,N>&), array(view, accelerator_view) for ranks 1..3,
// with views over a vector, a section (strided) and a view whose latest data
// is on the accelerator (written by a kernel, not synchronized); the new
// array is a deep copy.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 6, cols = 8;
  std::vector<int> host(rows * cols);
  for (int i = 0; i < rows * cols; ++i) host[i] = i;
  array_view<int, 2> v(rows, cols, host);
  parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i] = v[i] * 3; }); // newest data on the accelerator

  array<int, 2> a(v);                                   // from array_view<int,2>
  array_view<const int, 2> cv(v);
  accelerator_view other = accelerator().create_view();
  array<int, 2> b(cv, other);                           // from const view, on a view
  array<int, 2> s(v.section(index<2>(1, 2), extent<2>(4, 5))); // strided section
  array<int, 1> r(v[3]);                                // from a projection
  std::vector<int> h3(2 * 3 * 4);
  for (int i = 0; i < 24; ++i) h3[i] = -i;
  array<int, 3> t(array_view<const int, 3>(2, 3, 4, h3));

  if (b.get_accelerator_view() != other) {
    std::printf("FAIL: array(view, av) not on av\n");
    return 1;
  }
  parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] = 0; }); // independent of v
  v.synchronize();
  for (int i = 0; i < rows * cols; ++i)
    if (host[i] != 3 * i) {
      std::printf("FAIL: source changed by a kernel on the copy: host[%d]=%d\n", i, host[i]);
      return 1;
    }
  std::vector<int> vb = b, vs = s, vr = r, vt = t;
  for (int i = 0; i < rows * cols; ++i)
    if (vb[i] != 3 * i) { std::printf("FAIL: b[%d]=%d\n", i, vb[i]); return 1; }
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 5; ++x)
      if (vs[y * 5 + x] != 3 * ((y + 1) * cols + x + 2)) { std::printf("FAIL: s(%d,%d)=%d\n", y, x, vs[y * 5 + x]); return 1; }
  for (int x = 0; x < cols; ++x)
    if (vr[x] != 3 * (3 * cols + x)) { std::printf("FAIL: r[%d]=%d\n", x, vr[x]); return 1; }
  for (int i = 0; i < 24; ++i)
    if (vt[i] != -i) { std::printf("FAIL: t[%d]=%d\n", i, vt[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
