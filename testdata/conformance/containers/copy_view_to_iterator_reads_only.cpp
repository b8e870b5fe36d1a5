// copy_view_to_iterator_reads_only.cpp
//
// Covers (AMP spec 5.3, copy(array_view, OutputIterator)): copying a view
// out to an iterator reads the view's current data (what the last kernel
// wrote, still on the accelerator) and leaves the view's own data source
// alone: the container under the view keeps its old contents until the
// view is synchronized. Shapes: a whole rank-1 view into a vector, a
// strided rank-2 section into a std::list through back_inserter, an
// array_view<const T> into a raw pointer, copy_async into a deque, and a
// view whose data was last written on the host (copied from there).
#include <amp.h>
#include <cstdio>
#include <deque>
#include <iterator>
#include <list>
#include <vector>

using namespace concurrency;

static int fail(const char *what, int i, int got, int want) {
  std::printf("FAIL: %s[%d] got %d expected %d\n", what, i, got, want);
  return 1;
}

int main() {
  // Rank 1, whole view, into a vector.
  const int n = 257;
  std::vector<int> src(n, 1), out(n, 0);
  array_view<int, 1> v(n, src);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 100 + i[0]; });
  copy(v, out.begin());
  for (int i = 0; i < n; ++i) {
    if (out[i] != 100 + i) return fail("out", i, out[i], 100 + i);
    if (src[i] != 1) return fail("src before synchronize", i, src[i], 1);
  }
  // The view still holds the kernel's data; a second kernel builds on it.
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
  v.synchronize();
  for (int i = 0; i < n; ++i)
    if (src[i] != 101 + i) return fail("src after synchronize", i, src[i], 101 + i);

  // Rank 2, a strided section, into a list.
  const int rows = 9, cols = 13;
  std::vector<int> grid(rows * cols, -1);
  array_view<int, 2> g(rows, cols, grid);
  parallel_for_each(g.extent, [=](index<2> i) restrict(amp) { g[i] = i[0] * 100 + i[1]; });
  array_view<int, 2> inner = g.section(index<2>(2, 3), extent<2>(5, 7));
  std::list<int> cells;
  copy(inner, std::back_inserter(cells));
  if (cells.size() != 35u) { std::printf("FAIL: %d cells copied\n", int(cells.size())); return 1; }
  int k = 0;
  for (int c : cells) {
    int want = (2 + k / 7) * 100 + 3 + k % 7;
    if (c != want) return fail("cells", k, c, want);
    ++k;
  }
  for (int i = 0; i < rows * cols; ++i)
    if (grid[i] != -1) return fail("grid before synchronize", i, grid[i], -1);

  // A read-only view into a raw pointer, and copy_async into a deque.
  array_view<const int, 2> ro(g);
  std::vector<int> flat(rows * cols, 0);
  copy(ro, flat.data());
  std::deque<int> later(rows * cols, 0);
  completion_future f = copy_async(g, later.begin());
  f.get();
  for (int i = 0; i < rows * cols; ++i) {
    int want = (i / cols) * 100 + i % cols;
    if (flat[i] != want) return fail("flat", i, flat[i], want);
    if (later[i] != want) return fail("later", i, later[i], want);
    if (grid[i] != -1) return fail("grid after copies", i, grid[i], -1);
  }

  // Data last written on the host is copied from there.
  std::vector<int> host(16, 0), back(16, 0);
  array_view<int, 1> h(16, host);
  for (int i = 0; i < 16; ++i) h[i] = 7 * i;
  copy(h, back.begin());
  for (int i = 0; i < 16; ++i)
    if (back[i] != 7 * i || host[i] != 7 * i) return fail("back", i, back[i], 7 * i);

  std::printf("PASS\n");
  return 0;
}
