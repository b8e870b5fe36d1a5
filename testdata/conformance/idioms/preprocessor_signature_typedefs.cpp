// preprocessor_signature_typedefs.cpp
//
// Covers (issue 28, item 5): a function whose signature is chosen by
// #if/#else with the typedefs it uses declared inside the same group, the
// way precision switches are written: `typedef float real_t;` and the
// signature in one branch, `typedef double real_t;` and the signature in
// the other. The kernels use those typedefs, so they go after them, in the
// branch (amp2hip used to put them before the #if: amp2hip-3006). Also a
// function template whose `template <...>` line is in the branch, a tiled
// kernel whose tile size is a constant of the branch, and a view typedef.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#define USE_DOUBLE 0

#if USE_DOUBLE
typedef double real_t;
typedef array_view<real_t, 1> real_view;
void scale(real_view v, real_t factor)
#else
typedef float real_t;
typedef array_view<real_t, 1> real_view;
void scale(real_view v, real_t factor)
#endif
{
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    real_t x = v[i];
    v[i] = x * factor;
  });
}

#if USE_DOUBLE
typedef double acc_t;
template <int Stride>
void strided_sum(array_view<const real_t, 1> in, array_view<acc_t, 1> out)
#else
typedef float acc_t;
template <int Stride>
void strided_sum(array_view<const real_t, 1> in, array_view<acc_t, 1> out)
#endif
{
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    acc_t s = 0;
    for (int k = 0; k < Stride; ++k)
      s += static_cast<acc_t>(in[i[0] * Stride + k]);
    out[i] = s;
  });
}

#if USE_DOUBLE
static const int ROW_TILE = 8;
typedef double cell_t;
void row_totals(array_view<const cell_t, 2> m, array_view<cell_t, 1> totals)
#else
static const int ROW_TILE = 16;
typedef float cell_t;
void row_totals(array_view<const cell_t, 2> m, array_view<cell_t, 1> totals)
#endif
{
  const int cols = m.extent[1];
  parallel_for_each(extent<1>(m.extent[0] * ROW_TILE).tile<ROW_TILE>(),
                    [=](tiled_index<ROW_TILE> t) restrict(amp) {
    tile_static cell_t part[ROW_TILE];
    cell_t s = 0;
    for (int c = t.local[0]; c < cols; c += ROW_TILE)
      s += m(t.tile[0], c);
    part[t.local[0]] = s;
    t.barrier.wait();
    if (t.local[0] == 0) {
      cell_t all = 0;
      for (int k = 0; k < ROW_TILE; ++k)
        all += part[k];
      totals[t.tile[0]] = all;
    }
  });
}

int main() {
  const int n = 64;
  std::vector<real_t> a(n);
  for (int i = 0; i < n; ++i) a[i] = static_cast<real_t>(i);
  real_view av(n, a);
  scale(av, 3);
  av.synchronize();
  for (int i = 0; i < n; ++i)
    if (a[i] != static_cast<real_t>(3 * i)) { std::printf("FAIL: scale a[%d] = %f\n", i, (double)a[i]); return 1; }

  std::vector<acc_t> sums(n / 4);
  array_view<acc_t, 1> sv(n / 4, sums);
  strided_sum<4>(array_view<const real_t, 1>(n, a), sv);
  sv.synchronize();
  for (int i = 0; i < n / 4; ++i) {
    acc_t want = 0;
    for (int k = 0; k < 4; ++k) want += a[i * 4 + k];
    if (sums[i] != want) { std::printf("FAIL: sums[%d] = %f\n", i, (double)sums[i]); return 1; }
  }

  const int rows = 5, cols = 37;
  std::vector<cell_t> m(rows * cols), totals(rows);
  for (int i = 0; i < rows * cols; ++i) m[i] = static_cast<cell_t>(i % 11);
  array_view<cell_t, 1> tv(rows, totals);
  row_totals(array_view<const cell_t, 2>(rows, cols, m), tv);
  tv.synchronize();
  for (int r = 0; r < rows; ++r) {
    cell_t want = 0;
    for (int c = 0; c < cols; ++c) want += m[r * cols + c];
    if (totals[r] != want) { std::printf("FAIL: totals[%d] = %f\n", r, (double)totals[r]); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
