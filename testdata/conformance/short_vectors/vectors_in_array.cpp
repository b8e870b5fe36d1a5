// vectors_in_array.cpp
//
// Covers: AMP short vectors as element types of concurrency::array (rank 2,
// captured by reference) and array_view (rank 2): array<int_4, 2> built from
// host data, updated in a kernel through arr(r, c) and arr[idx] with
// component writes (arr(r, c).y = ...), copied back with copy(); an
// array_view<double_2, 2> written per element; against CPU computations.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int rows = 13, cols = 17;
  std::vector<int_4> host(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      host[r * cols + c] = int_4(r, c, r * c, 0);
  array<int_4, 2> arr(rows, cols, host.begin(), host.end());
  std::vector<double_2> dres(rows * cols);
  array_view<double_2, 2> vd(rows, cols, dres);
  vd.discard_data();
  parallel_for_each(arr.extent, [&arr, vd](index<2> idx) restrict(amp) {
    int_4 v = arr[idx];
    v.w = v.x + v.y + v.z;
    arr[idx] = v;
    arr(idx[0], idx[1]).y = -v.y;
    vd[idx] = double_2(v.w, 0.5) * double_2(2.0);
  });
  std::vector<int_4> back(rows * cols);
  copy(arr, back.begin());
  vd.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int_4 g = back[r * cols + c];
      const int w = r + c + r * c;
      if (g.x != r || g.y != -c || g.z != r * c || g.w != w) {
        std::printf("FAIL: arr(%d,%d) got (%d,%d,%d,%d) expected (%d,%d,%d,%d)\n", r, c, g.x, g.y, g.z, g.w, r, -c,
                    r * c, w);
        return 1;
      }
      const double_2 d = dres[r * cols + c];
      if (d.x != 2.0 * w || d.y != 1.0) {
        std::printf("FAIL: vd(%d,%d) got (%g,%g) expected (%g,1)\n", r, c, d.x, d.y, 2.0 * w);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
