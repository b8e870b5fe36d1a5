// preprocessor_nested_alias.cpp
//
// Covers (issue 28, item 5): nested #if groups around a signature with
// using-aliases: an outer `#if PRECISION > 0` whose branch holds an inner
// #if/#else choosing `using real = float;` or `double`, an alias template
// `template <typename T> using vec = array_view<T, 1>;` and the signature;
// an inner group choosing the signature inside an outer #ifndef that wraps
// the whole function; and an alias of `index<2>` declared inside the inner
// group of a three-level nest. The kernels use the aliases, so each goes
// after them, before its function in every branch (amp2hip used to put it
// before the outermost #if: amp2hip-3006).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#define PRECISION 1

#if PRECISION > 0
#  if PRECISION == 2
using real = double;
#  else
using real = float;
#  endif
template <typename T> using vec = array_view<T, 1>;
void saxpy(real a, vec<const real> x, vec<real> y)
#else
using real = int;
template <typename T> using vec = array_view<T, 1>;
void saxpy(real a, vec<const real> x, vec<real> y)
#endif
{
  parallel_for_each(y.extent, [=](index<1> i) restrict(amp) {
    real r = a * x[i] + y[i];
    y[i] = r;
  });
}

#ifndef NO_AMP_PATH
#  if defined(USE_WIDE_COUNTS)
using counter = unsigned int;
void count_odd(array_view<const int, 1> v, array_view<counter, 1> total)
#  else
using counter = int;
void count_odd(array_view<const int, 1> v, array_view<counter, 1> total)
#  endif
{
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    if (v[i] % 2 != 0)
      atomic_fetch_add(&total[0], counter(1));
  });
}
#endif

#if PRECISION > 0
#  ifndef GRID_RANK
#    define GRID_RANK 2
#    if GRID_RANK == 2
using cell = index<GRID_RANK>;
using grid_view = array_view<real, GRID_RANK>;
#    endif
void transpose_add(grid_view g, real bias)
#  else
void transpose_add(array_view<real, 2> g, real bias)
#  endif
#else
void transpose_add(array_view<real, 2> g, real bias)
#endif
{
  parallel_for_each(g.extent, [=](cell c) restrict(amp) {
    if (c[0] < c[1]) {
      cell m(c[1], c[0]);
      real upper = g[c], lower = g[m];
      g[c] = lower + bias;
      g[m] = upper + bias;
    } else if (c[0] == c[1]) {
      g[c] += bias;
    }
  });
}

int main() {
  const int n = 50;
  std::vector<real> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = static_cast<real>(i); y[i] = static_cast<real>(2 * i); }
  vec<real> yv(n, y);
  saxpy(3, vec<const real>(n, x), yv);
  yv.synchronize();
  for (int i = 0; i < n; ++i)
    if (y[i] != static_cast<real>(5 * i)) { std::printf("FAIL: y[%d] = %f\n", i, (double)y[i]); return 1; }

  std::vector<int> v(n);
  for (int i = 0; i < n; ++i) v[i] = i * 3;
  std::vector<counter> total(1, 0);
  array_view<counter, 1> tv(1, total);
  count_odd(array_view<const int, 1>(n, v), tv);
  tv.synchronize();
  if (total[0] != static_cast<counter>(n / 2)) { std::printf("FAIL: odd = %d\n", (int)total[0]); return 1; }

  const int k = 6;
  std::vector<real> g(k * k);
  for (int i = 0; i < k * k; ++i) g[i] = static_cast<real>(i);
  array_view<real, 2> gv(k, k, g);
  transpose_add(gv, 1);
  gv.synchronize();
  for (int r = 0; r < k; ++r)
    for (int c = 0; c < k; ++c)
      if (g[r * k + c] != static_cast<real>(c * k + r + 1)) {
        std::printf("FAIL: g[%d][%d] = %f\n", r, c, (double)g[r * k + c]);
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
