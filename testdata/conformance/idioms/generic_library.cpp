// generic_library.cpp
//
// Covers (issue 12, item 2): a small generic AMP library the way Visual
// Studio code bases write one: `transform` over any rank with a user
// operation type, a tiled matrix multiply over `tiled_index<TS, TS>` from a
// template argument, a tiled reduction as a named lambda in a function
// template (`tile_static T`), a variadic `fill_with` whose kernel captures a
// function parameter pack and calls a `restrict(amp, cpu)` variadic helper,
// and a class template holding a view whose member function launches a
// functor of another class template with the dependent extent.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

namespace mylib {

template <typename T>
struct square_op {
  T operator()(T x) const restrict(amp, cpu) { return x * x; }
};

template <typename T>
struct affine_op {
  T a, b;
  T operator()(T x) const restrict(amp, cpu) { return a * x + b; }
};

template <typename T, int N, typename Op>
void transform(array_view<const T, N> in, array_view<T, N> out, Op op) {
  out.discard_data();
  parallel_for_each(out.extent, [=](index<N> idx) restrict(amp) {
    out[idx] = op(in[idx]);
  });
}

template <typename T, int TS>
void matmul(array_view<const T, 2> a, array_view<const T, 2> b, array_view<T, 2> c) {
  c.discard_data();
  const int inner = a.extent[1];
  parallel_for_each(c.extent.template tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static T ta[TS][TS];
    tile_static T tb[TS][TS];
    const int row = t.local[0], col = t.local[1];
    T sum = 0;
    for (int k = 0; k < inner; k += TS) {
      ta[row][col] = a(t.global[0], k + col);
      tb[row][col] = b(k + row, t.global[1]);
      t.barrier.wait();
      for (int j = 0; j < TS; ++j)
        sum += ta[row][j] * tb[j][col];
      t.barrier.wait();
    }
    c[t.global] = sum;
  });
}

template <typename T, int TS>
T reduce(array_view<const T, 1> in) {
  const int tiles = in.extent[0] / TS;
  std::vector<T> partial(tiles);
  array_view<T, 1> pv(tiles, partial);
  pv.discard_data();
  auto body = [=](tiled_index<TS> t) restrict(amp) {
    tile_static T scratch[TS];
    scratch[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int stride = TS / 2; stride > 0; stride /= 2) {
      if (t.local[0] < stride)
        scratch[t.local[0]] += scratch[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      pv[t.tile] = scratch[0];
  };
  parallel_for_each(in.extent.template tile<TS>(), body);
  pv.synchronize();
  T total = 0;
  for (int i = 0; i < tiles; ++i) total += partial[i];
  return total;
}

inline int weighted_sum() restrict(amp, cpu) { return 0; }

template <typename First, typename... Rest>
int weighted_sum(First first, Rest... rest) restrict(amp, cpu) {
  return static_cast<int>(first) * (1 + static_cast<int>(sizeof...(rest))) + weighted_sum(rest...);
}

template <typename... Weights>
void fill_with(array_view<int, 1> out, Weights... weights) {
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    out[idx] = idx[0] + weighted_sum(weights...);
  });
}

template <typename T, int N>
struct increment_functor {
  array_view<T, N> data;
  T step;
  void operator()(index<N> idx) const restrict(amp) { data[idx] += step; }
};

template <typename T, int N>
class buffer {
public:
  explicit buffer(array_view<T, N> v) : view_(v) {}
  void increment(T step) { parallel_for_each(view_.extent, increment_functor<T, N>{view_, step}); }
  array_view<T, N> view() const { return view_; }

private:
  array_view<T, N> view_;
};

} // namespace mylib

#define CHECK(cond, ...)                         \
  do {                                           \
    if (!(cond)) {                               \
      std::printf("FAIL: " __VA_ARGS__);         \
      std::printf("\n");                         \
      return 1;                                  \
    }                                            \
  } while (0)

int main() {
  std::vector<float> x(4 * 6), y(4 * 6);
  for (int i = 0; i < 24; ++i) x[i] = 0.5f * i;
  array_view<const float, 2> xv(4, 6, x);
  array_view<float, 2> yv(4, 6, y);
  mylib::transform(xv, yv, mylib::square_op<float>());
  yv.synchronize();
  for (int i = 0; i < 24; ++i) CHECK(y[i] == x[i] * x[i], "square %d: %f", i, y[i]);

  std::vector<int> p(50), q(50);
  for (int i = 0; i < 50; ++i) p[i] = i;
  array_view<const int, 1> pv(50, p);
  array_view<int, 1> qv(50, q);
  mylib::affine_op<int> op = {3, -2};
  mylib::transform(pv, qv, op);
  qv.synchronize();
  for (int i = 0; i < 50; ++i) CHECK(q[i] == 3 * i - 2, "affine %d: %d", i, q[i]);

  const int M = 32, K = 48, Ncols = 16;
  std::vector<double> a(M * K), b(K * Ncols), c(M * Ncols);
  for (int i = 0; i < M * K; ++i) a[i] = (i % 7) - 3;
  for (int i = 0; i < K * Ncols; ++i) b[i] = (i % 5) * 0.5;
  array_view<const double, 2> av(M, K, a), bv(K, Ncols, b);
  array_view<double, 2> cv(M, Ncols, c);
  mylib::matmul<double, 16>(av, bv, cv);
  cv.synchronize();
  for (int r = 0; r < M; ++r)
    for (int col = 0; col < Ncols; ++col) {
      double want = 0;
      for (int k = 0; k < K; ++k) want += a[r * K + k] * b[k * Ncols + col];
      CHECK(c[r * Ncols + col] == want, "matmul (%d,%d): %f vs %f", r, col, c[r * Ncols + col], want);
    }

  std::vector<int> r(512);
  for (int i = 0; i < 512; ++i) r[i] = i % 13;
  int want = 0;
  for (int i = 0; i < 512; ++i) want += r[i];
  int got = mylib::reduce<int, 64>(array_view<const int, 1>(512, r));
  CHECK(got == want, "reduce %d vs %d", got, want);

  std::vector<int> f(40, -1);
  array_view<int, 1> fv(40, f);
  mylib::fill_with(fv, 2, 'a', 1.5f);
  fv.synchronize();
  const int w = 2 * 3 + 97 * 2 + 1;
  for (int i = 0; i < 40; ++i) CHECK(f[i] == i + w, "fill_with %d: %d", i, f[i]);

  std::vector<float> g(3 * 4 * 5, 1.0f);
  mylib::buffer<float, 3> buf(array_view<float, 3>(3, 4, 5, g));
  buf.increment(0.25f);
  buf.increment(0.5f);
  buf.view().synchronize();
  for (int i = 0; i < 60; ++i) CHECK(g[i] == 1.75f, "buffer %d: %f", i, g[i]);

  std::printf("PASS\n");
  return 0;
}
