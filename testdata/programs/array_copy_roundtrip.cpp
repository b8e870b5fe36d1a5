// array_copy_roundtrip.cpp
//
// Covers: concurrency::array data movement without array_view:
//  * array constructed from an iterator pair and from a begin iterator,
//  * copy(array, output iterator) back to a std::vector,
//  * copy(src_begin, src_end, array) and copy(src_begin, array),
//  * copy(array, array) device to device, and array copy assignment,
//  * conversion array -> std::vector (operator std::vector<T>),
//  * a 2-D array built from an extent and an iterator.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int expect_eq(const char* what, const std::vector<int>& got, const std::vector<int>& want) {
  for (size_t i = 0; i < want.size(); ++i)
    if (got[i] != want[i]) {
      std::printf("FAIL: %s element %zu got %d expected %d\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

int main() {
  const int n = 1234;
  std::vector<int> src(n), want(n);
  for (int i = 0; i < n; ++i) src[i] = i * 3 - 17;

  // iterator pair constructor, kernel, copy back
  array<int, 1> a(n, src.begin(), src.end());
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = a[i] * 2 + 1; });
  std::vector<int> out(n, 0);
  copy(a, out.begin());
  for (int i = 0; i < n; ++i) want[i] = src[i] * 2 + 1;
  if (expect_eq("copy(array, iter)", out, want)) return 1;

  // device-to-device copy, then modify b only
  array<int, 1> b(n);
  copy(a, b);
  parallel_for_each(b.extent, [&b](index<1> i) restrict(amp) { b[i] -= 1; });
  std::vector<int> out_a(n), out_b(n);
  copy(a, out_a.begin());
  copy(b, out_b.begin());
  if (expect_eq("a unchanged after copy(a, b)", out_a, want)) return 1;
  for (int i = 0; i < n; ++i) want[i] = src[i] * 2;
  if (expect_eq("copy(array, array)", out_b, want)) return 1;

  // copy(begin, end, array) overwrites existing contents
  std::vector<int> fresh(n);
  for (int i = 0; i < n; ++i) fresh[i] = n - i;
  copy(fresh.begin(), fresh.end(), a);
  std::vector<int> via_conversion = a;  // operator std::vector<int>()
  if (expect_eq("copy(begin, end, array)", via_conversion, fresh)) return 1;

  // copy(begin, array) and array copy assignment
  copy(src.begin(), b);
  array<int, 1> c(n);
  c = b;
  parallel_for_each(c.extent, [&c](index<1> i) restrict(amp) { c[i] = -c[i]; });
  std::vector<int> out_c(n);
  copy(c, out_c.begin());
  for (int i = 0; i < n; ++i) want[i] = -src[i];
  if (expect_eq("copy(begin, array) + assignment", out_c, want)) return 1;

  // 2-D array from extent + begin iterator
  const int R = 9, C = 31;
  std::vector<int> m(R * C);
  for (int i = 0; i < R * C; ++i) m[i] = i;
  extent<2> e(R, C);
  array<int, 2> m2(e, m.begin());
  parallel_for_each(e, [&m2](index<2> i) restrict(amp) { m2[i] = m2[i] * 10 + i[0]; });
  std::vector<int> mout(R * C);
  copy(m2, mout.begin());
  std::vector<int> mwant(R * C);
  for (int i = 0; i < R * C; ++i) mwant[i] = i * 10 + i / C;
  if (expect_eq("2-D array", mout, mwant)) return 1;

  std::printf("PASS\n");
  return 0;
}
