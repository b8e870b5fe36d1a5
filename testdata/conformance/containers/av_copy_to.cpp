// av_copy_to.cpp
//
// Covers (AMP spec 5.2.6): array_view::copy_to(array&) and
// copy_to(const array_view&) from a view whose data is on the host, from one
// whose newest data is on the accelerator, from a strided section into a
// contiguous view and into a section of another view, and from a const view.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 6, cols = 7;
  std::vector<int> src(rows * cols);
  for (int i = 0; i < rows * cols; ++i) src[i] = i;
  array_view<int, 2> sv(rows, cols, src);

  array<int, 2> a(rows, cols);
  sv.copy_to(a); // host data
  parallel_for_each(sv.extent, [=](index<2> i) restrict(amp) { sv[i] = -sv[i]; });
  std::vector<int> dst(rows * cols, 0);
  array_view<int, 2> dv(rows, cols, dst);
  sv.copy_to(dv); // newest data on the accelerator
  dv.synchronize();

  std::vector<int> va = a;
  for (int i = 0; i < rows * cols; ++i)
    if (va[i] != i || dst[i] != -i) { std::printf("FAIL: %d: a=%d dst=%d\n", i, va[i], dst[i]); return 1; }

  // Strided section -> contiguous view, and -> a section of another view.
  array_view<int, 2> sec = sv.section(index<2>(1, 2), extent<2>(3, 4));
  std::vector<int> small(12, 0);
  array_view<int, 2> smv(3, 4, small);
  sec.copy_to(smv);
  std::vector<int> big(10 * 10, 7);
  array_view<int, 2> bv(10, 10, big);
  sec.copy_to(bv.section(index<2>(5, 5), extent<2>(3, 4)));
  smv.synchronize();
  bv.synchronize();
  for (int r = 0; r < 3; ++r) for (int c = 0; c < 4; ++c) {
    int want = -((r + 1) * cols + c + 2);
    if (small[r * 4 + c] != want || big[(r + 5) * 10 + c + 5] != want) {
      std::printf("FAIL: section copy (%d,%d): %d %d expected %d\n", r, c, small[r * 4 + c], big[(r + 5) * 10 + c + 5], want);
      return 1;
    }
  }
  if (big[0] != 7 || big[99] != 7) { std::printf("FAIL: copy_to wrote outside the section\n"); return 1; }
  // From a const view into an array.
  array_view<const int, 2> cv(sv);
  array<int, 2> b(rows, cols);
  cv.copy_to(b);
  std::vector<int> vb = b;
  if (vb[8] != -8) { std::printf("FAIL: const view copy_to\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
