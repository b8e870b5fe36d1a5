// cstring_before_amp.cpp
//
// Covers (glibc vs concurrency::index): <cstring> and <strings.h> included
// before <amp.h>, then `using namespace concurrency;`. glibc declares a
// function ::index there, which makes every unqualified `index<N>` ambiguous
// on Linux (Visual C++ has no ::index). index<1> and index<2> in kernels,
// in host code, in a function template's parameter and in a typedef; strlen
// and memset still work.
#include <cstring>
#include <strings.h>
#include <cstdio>
#include <amp.h>
#include <vector>

using namespace concurrency;

typedef index<2> cell;

template <int N> int flat(const index<N> &i, const extent<N> &e) restrict(amp, cpu) {
  int f = 0;
  for (int d = 0; d < N; ++d)
    f = f * e[d] + i[d];
  return f;
}

int main() {
  const int rows = 19, cols = 23;
  std::vector<int> grid(rows * cols);
  memset(&grid[0], 0xff, grid.size() * sizeof(int));
  array_view<int, 2> g(rows, cols, grid);
  parallel_for_each(g.extent, [=](index<2> i) restrict(amp) { g[i] = flat(i, g.extent); });
  std::vector<int> line(rows);
  array_view<int, 1> l(rows, line);
  parallel_for_each(l.extent, [=](index<1> r) restrict(amp) {
    cell first(r[0], 0);
    l[r] = g[first] + 3;
  });
  g.synchronize();
  l.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      index<2> at(r, c);
      if (grid[r * cols + c] != flat(at, extent<2>(rows, cols)) || line[r] != r * cols + 3) {
        std::printf("FAIL: (%d, %d) got %d / %d\n", r, c, grid[r * cols + c], line[r]);
        return 1;
      }
    }
  if (std::strlen("amp") != 3) {
    std::printf("FAIL: strlen\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
