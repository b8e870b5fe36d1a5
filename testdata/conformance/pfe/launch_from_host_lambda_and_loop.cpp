// launch_from_host_lambda_and_loop.cpp
//
// Covers (AMP spec 3.1): parallel_for_each called from inside a host lambda
// (invoked several times with different views), from a range-for loop over a
// vector of views, and with a domain computed from a host expression
// (extent<2>(rows / 2, cols)); each launch captures different values.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 256;
  std::vector<std::vector<int>> store(4, std::vector<int>(n, 0));
  std::vector<array_view<int, 1>> views;
  for (auto& s : store) views.push_back(array_view<int, 1>(n, s));
  auto fill = [](array_view<int, 1> v, int mul) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] * mul; });
  };
  for (int k = 0; k < 4; ++k) fill(views[k], k + 1);
  int bump = 100;
  for (auto& v : views) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += bump; });
    bump += 100;
  }
  for (auto& v : views) v.synchronize();
  const int rows = 30, cols = 17;
  std::vector<int> m(rows * cols, -1);
  array_view<int, 2> mv(rows, cols, m);
  parallel_for_each(extent<2>(rows / 2, cols), [=](index<2> i) restrict(amp) { mv(i[0] * 2, i[1]) = i[0] + i[1]; });
  mv.synchronize();
  for (int k = 0; k < 4; ++k)
    for (int i = 0; i < n; ++i)
      if (store[k][i] != i * (k + 1) + 100 * (k + 1)) {
        std::printf("FAIL: store[%d][%d] got %d\n", k, i, store[k][i]);
        return 1;
      }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int e = (r % 2 == 0) ? r / 2 + c : -1;
      if (m[r * cols + c] != e) {
        std::printf("FAIL: m(%d,%d) got %d expected %d\n", r, c, m[r * cols + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
