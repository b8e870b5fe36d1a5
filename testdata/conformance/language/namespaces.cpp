// namespaces.cpp
//
// Covers (AMP spec 2.3): restrict(amp) functions in named, nested and
// anonymous namespaces, a namespace alias, a using-declaration and a
// using-directive inside a kernel, qualified calls from a kernel, and a
// kernel launched from a function inside a namespace.
#include <amp.h>
#include <cstdio>
#include <vector>

namespace geo {
namespace detail {
inline int sq(int v) restrict(amp, cpu) { return v * v; }
}  // namespace detail
inline int dist2(int x, int y) restrict(amp, cpu) { return detail::sq(x) + detail::sq(y); }
}  // namespace geo

namespace {
int offset(int v) restrict(amp, cpu) { return v + 17; }
}  // namespace

namespace gd = geo::detail;

namespace work {
void run(concurrency::array_view<int, 2> out) {
  concurrency::parallel_for_each(out.extent, [=](concurrency::index<2> idx) restrict(amp) {
    using geo::dist2;
    int a = dist2(idx[0] - 10, idx[1] - 20);
    using namespace geo::detail;
    int b = sq(idx[1]) - gd::sq(idx[0]);
    out[idx] = offset(a) * 3 + b;
  });
}
}  // namespace work

int main() {
  const int rows = 23, cols = 41;
  std::vector<int> out(rows * cols, 0);
  concurrency::array_view<int, 2> ov(rows, cols, out);
  ov.discard_data();
  work::run(ov);
  ov.synchronize();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int e = (geo::dist2(r - 10, c - 20) + 17) * 3 + c * c - r * r;
      if (out[r * cols + c] != e) {
        std::printf("FAIL: out[%d][%d] got %d expected %d\n", r, c, out[r * cols + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
