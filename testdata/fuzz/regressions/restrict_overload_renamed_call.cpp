// fuzz-mode: ms-extensions
// CI's fuzz run (2026-11-28): the oracle said kernel-code-dropped because the
// restrict(amp) overload of scaled() is renamed scaled_device and the kernel's
// call follows it; statements calling a name overloaded on restrict are no
// longer required verbatim (fuzz/Oracles.cpp, restrictOverloadWords).
// expect-exit: 0
// expect-output-contains: scaled_device(weights, i[0] % 3, static_cast<float>(i[0]));
// array_helpers.cpp
//
// Covers (issue 12, item 5): concurrency::array objects captured by
// reference and handed on: to a restrict(amp) helper taking array<T,N>&, to
// one taking const array<T,N>&, to the constructor of a small accessor
// struct, and a const array captured (it is read-only in the kernel).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T, int N>
void store(array<T, N>& dst, const index<N>& i, T v) restrict(amp) { dst[i] = v; }

template <typename T>
T neighbours(const array<T, 2>& src, const index<2>& i) restrict(amp) {
  int r = i[0], c = i[1];
  int rows = src.extent[0], cols = src.extent[1];
  T s = src(r, c);
  if (r > 0) s += src(r - 1, c);
  if (r + 1 < rows) s += src(r + 1, c);
  if (c > 0) s += src(r, c - 1);
  if (c + 1 < cols) s += src(r, c + 1);
  return s;
}

float scaled(const array<float, 1>& weights, int k, float x) restrict(amp) {
  return weights[k] * x;
}
float scaled(const array<float, 1>& weights, int k, float x) restrict(cpu) {
  return weights[k] * x;
}

struct RowReader {
  array_view<const int, 2> rows;
  explicit RowReader(const array<int, 2>& a) restrict(amp, cpu) : rows(a) {}
  int sum_row(int r) const restrict(amp) {
    int s = 0;
    for (int c = 0; c < rows.extent[1]; ++c) s += rows(r, c);
    return s;
  }
};

int main() {
  const int R = 12, C = 9;
  std::vector<int> init(R * C);
  for (int i = 0; i < R * C; ++i) init[i] = (i * 37) % 11;
  array<int, 2> grid(R, C, init.begin(), init.end());
  array<int, 2> sums(R, C);
  std::vector<float> w = {0.5f, 2.0f, 4.0f};
  const array<float, 1> weights(3, w.begin(), w.end());
  array<float, 1> out(R);
  array<int, 1> row_totals(R);

  parallel_for_each(grid.extent, [&grid, &sums](index<2> i) restrict(amp) {
    store(sums, i, neighbours(grid, i));
  });
  parallel_for_each(out.extent, [&](index<1> i) restrict(amp) {
    RowReader reader(grid);
    row_totals[i] = reader.sum_row(i[0]);
    out[i] = scaled(weights, i[0] % 3, static_cast<float>(i[0]));
  });

  std::vector<int> s = sums;  // copy out through the conversion
  std::vector<float> o(R);
  copy(out, o.begin());
  std::vector<int> t(R);
  copy(row_totals, t.begin());
  for (int r = 0; r < R; ++r) {
    int rt = 0;
    for (int c = 0; c < C; ++c) {
      int e = init[r * C + c];
      if (r > 0) e += init[(r - 1) * C + c];
      if (r + 1 < R) e += init[(r + 1) * C + c];
      if (c > 0) e += init[r * C + c - 1];
      if (c + 1 < C) e += init[r * C + c + 1];
      if (s[r * C + c] != e) { std::printf("FAIL: sums(%d,%d) = %d, expected %d\n", r, c, s[r * C + c], e); return 1; }
      rt += init[r * C + c];
    }
    if (t[r] != rt) { std::printf("FAIL: row_totals[%d] = %d\n", r, t[r]); return 1; }
    if (o[r] != w[r % 3] * r) { std::printf("FAIL: out[%d] = %f\n", r, o[r]); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}

