// array_copy_construct_assign.cpp
//
// Covers (AMP spec 5.1.1/5.1.2): the array copy constructor (deep copy on
// the source's accelerator_view), the move constructor, copy assignment of
// equal and different extents, move assignment, and assignment from an
// array_view (array = view). After each, the copies are independent: a
// kernel changing one leaves the other as it was.
#include <amp.h>
#include <cstdio>
#include <utility>
#include <vector>

using namespace concurrency;

static bool check(const array<int, 1> &a, int n, int mul, int add, const char *what) {
  std::vector<int> v = a;
  if ((int)v.size() != n) {
    std::printf("FAIL: %s size %zu expected %d\n", what, v.size(), n);
    return false;
  }
  for (int i = 0; i < n; ++i)
    if (v[i] != i * mul + add) {
      std::printf("FAIL: %s[%d] got %d expected %d\n", what, i, v[i], i * mul + add);
      return false;
    }
  return true;
}

int main() {
  const int n = 40;
  accelerator_view view = accelerator().create_view();
  array<int, 1> a(n, view);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = 2 * i[0]; });

  array<int, 1> b(a); // deep copy
  if (b.get_accelerator_view() != view) {
    std::printf("FAIL: copy is not on the source's view\n");
    return 1;
  }
  parallel_for_each(b.extent, [&b](index<1> i) restrict(amp) { b[i] += 1; });
  if (!check(a, n, 2, 0, "a after b changed") || !check(b, n, 2, 1, "b")) return 1;

  array<int, 1> c(n);
  c = a; // same extent
  array<int, 1> d(5);
  d = b; // different extent: d takes b's extent
  parallel_for_each(c.extent, [&c](index<1> i) restrict(amp) { c[i] *= 3; });
  if (!check(a, n, 2, 0, "a after c changed") || !check(c, n, 6, 0, "c") || !check(d, n, 2, 1, "d"))
    return 1;

  array<int, 1> e(std::move(c));
  if (!check(e, n, 6, 0, "moved-to e")) return 1;
  array<int, 1> f(3);
  f = std::move(e);
  if (!check(f, n, 6, 0, "move-assigned f")) return 1;

  std::vector<int> src(n);
  for (int i = 0; i < n; ++i) src[i] = 5 * i + 2;
  array_view<const int, 1> sv(n, src);
  array<int, 1> g(n);
  g = sv;
  parallel_for_each(g.extent, [&g](index<1> i) restrict(amp) { g[i] -= 2; });
  if (!check(g, n, 5, 0, "g = view") || src[1] != 7) {
    if (src[1] != 7) std::printf("FAIL: the view's source changed\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
