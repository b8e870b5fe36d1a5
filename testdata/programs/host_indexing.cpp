// host_indexing.cpp
//
// Covers: reading kernel results on the host through the array_view itself,
// without calling synchronize(): av(i, j), av[index<2>], av[i][j] (projection
// on the host), a 1-D av[i] and av(i), plus a host write through av(i, j)
// that a following kernel must see.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int R = 17, C = 45;
  std::vector<int> storage(R * C, 0);
  array_view<int, 2> av(R, C, storage);
  av.discard_data();
  parallel_for_each(av.extent, [=](index<2> i) restrict(amp) { av[i] = i[0] * 1000 + i[1]; });

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const int expected = r * 1000 + c;
      const int by_call = av(r, c);
      const int by_index = av[index<2>(r, c)];
      const int by_projection = av[r][c];
      if (by_call != expected || by_index != expected || by_projection != expected) {
        std::printf("FAIL: (%d,%d) got %d/%d/%d expected %d\n", r, c, by_call, by_index,
                    by_projection, expected);
        return 1;
      }
    }

  // Host writes through the view, then a kernel reads them.
  for (int r = 0; r < R; ++r) av(r, 0) = -r;
  std::vector<int> firsts(R, 0);
  array_view<int, 1> vf(R, firsts);
  vf.discard_data();
  parallel_for_each(vf.extent, [=](index<1> i) restrict(amp) { vf[i] = av(i[0], 0) + av(i[0], 1); });
  for (int r = 0; r < R; ++r) {
    const int expected = -r + r * 1000 + 1;
    if (vf[r] != expected || vf(r) != expected) {
      std::printf("FAIL: vf[%d] got %d expected %d\n", r, vf[r], expected);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
