// generic_kernels.cpp
//
// Covers (issue 12, item 2): kernels whose index type or rank comes from a
// template, written the way generic libraries write them: a user view
// wrapper with `typename View::index_type`, index<N> with a template N,
// tiled_index<T0, T1> from template arguments, a functor template launched
// with a dependent extent, `parallel_for_each(ext, *this)` in a member of a
// class template, a named kernel lambda inside a function template, and a
// kernel capturing a function parameter pack.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// A user's wrapper, as generic code writes them.
template <typename T, int N>
struct Grid {
  typedef index<N> index_type;
  typedef T value_type;
  static const int rank = N;
  array_view<T, N> data;
  explicit Grid(const array_view<T, N>& v) : data(v) {}
};

template <typename View>
void scale(View v, typename View::value_type k) {
  parallel_for_each(v.data.extent, [=](typename View::index_type i) restrict(amp) {
    v.data[i] *= k;
  });
}

template <int N>
void fill_with_linear_index(array_view<int, N> v) {
  parallel_for_each(v.extent, [=](index<N> i) restrict(amp) {
    int lin = 0;
    for (int d = 0; d < N; ++d) lin = lin * v.extent[d] + i[d];
    v[i] = lin;
  });
}

template <int T0, int T1>
void transpose_tiled(array_view<const float, 2> in, array_view<float, 2> out) {
  parallel_for_each(out.extent.tile<T0, T1>(), [=](tiled_index<T0, T1> t) restrict(amp) {
    tile_static float tile[T0][T1];
    tile[t.local[0]][t.local[1]] = in(t.global[1], t.global[0]);
    t.barrier.wait();
    out[t.global] = tile[t.local[0]][t.local[1]];
  });
}

template <int N>
struct AddOne {
  array_view<int, N> v;
  void operator()(index<N> i) const restrict(amp) { v[i] += 1; }
};

template <int N>
void add_one(array_view<int, N> v) {
  parallel_for_each(v.extent, AddOne<N>{v});
}

template <typename T>
class Saxpy {
public:
  Saxpy(T a, array_view<const T, 1> x, array_view<T, 1> y) : a_(a), x_(x), y_(y) {}
  void run() { parallel_for_each(y_.extent, *this); }
  void operator()(index<1> i) const restrict(amp) { y_[i] = a_ * x_[i] + y_[i]; }

private:
  T a_;
  array_view<const T, 1> x_;
  array_view<T, 1> y_;
};

template <typename T>
T tile_sums(array_view<const T, 1> in, array_view<T, 1> sums) {
  auto body = [=](tiled_index<32> t) restrict(amp) {
    tile_static T part[32];
    part[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      T s = 0;
      for (int k = 0; k < 32; ++k) s += part[k];
      sums[t.tile] = s;
    }
  };
  parallel_for_each(in.extent.template tile<32>(), body);
  sums.synchronize();
  T total = 0;
  for (int k = 0; k < sums.extent[0]; ++k) total += sums[k];
  return total;
}

inline int sum_all() restrict(amp, cpu) { return 0; }
template <typename T, typename... Rest>
int sum_all(T first, Rest... rest) restrict(amp, cpu) {
  return static_cast<int>(first) + sum_all(rest...);
}

template <typename... Ts>
void add_constants(array_view<int, 1> v, Ts... ks) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += sum_all(ks...); });
}

#define CHECK(cond, ...)                                                     \
  do {                                                                       \
    if (!(cond)) {                                                           \
      std::printf("FAIL: " __VA_ARGS__);                                     \
      std::printf("\n");                                                     \
      return 1;                                                              \
    }                                                                        \
  } while (0)

int main() {
  std::vector<float> f(96, 1.5f);
  array_view<float, 1> fv(96, f);
  scale(Grid<float, 1>(fv), 4.0f);
  fv.synchronize();
  for (int i = 0; i < 96; ++i) CHECK(f[i] == 6.0f, "scale %d: %f", i, f[i]);

  std::vector<int> g2(6 * 7), g3(3 * 4 * 5);
  array_view<int, 2> g2v(6, 7, g2);
  array_view<int, 3> g3v(3, 4, 5, g3);
  fill_with_linear_index(g2v);
  fill_with_linear_index(g3v);
  add_one(g3v);
  g2v.synchronize();
  g3v.synchronize();
  for (int i = 0; i < 42; ++i) CHECK(g2[i] == i, "g2 %d: %d", i, g2[i]);
  for (int i = 0; i < 60; ++i) CHECK(g3[i] == i + 1, "g3 %d: %d", i, g3[i]);

  const int rows = 32, cols = 48;
  std::vector<float> m(rows * cols), mt(rows * cols, 0.0f);
  for (int i = 0; i < rows * cols; ++i) m[i] = static_cast<float>(i % 97) * 0.25f;
  array_view<const float, 2> mv(rows, cols, m);
  array_view<float, 2> mtv(cols, rows, mt);
  transpose_tiled<16, 8>(mv, mtv);
  mtv.synchronize();
  for (int r = 0; r < cols; ++r)
    for (int c = 0; c < rows; ++c)
      CHECK(mt[r * rows + c] == m[c * cols + r], "transpose (%d,%d)", r, c);

  std::vector<double> x(200), y(200);
  for (int i = 0; i < 200; ++i) { x[i] = i; y[i] = 1.0; }
  array_view<const double, 1> xv(200, x);
  array_view<double, 1> yv(200, y);
  Saxpy<double>(0.5, xv, yv).run();
  yv.synchronize();
  for (int i = 0; i < 200; ++i) CHECK(y[i] == 0.5 * i + 1.0, "saxpy %d: %f", i, y[i]);

  std::vector<int> in(256), sums(8, 0);
  for (int i = 0; i < 256; ++i) in[i] = i;
  int total = tile_sums(array_view<const int, 1>(256, in), array_view<int, 1>(8, sums));
  CHECK(total == 255 * 256 / 2, "tile_sums %d", total);
  CHECK(sums[1] == (32 + 63) * 16, "tile 1 sum %d", sums[1]);

  std::vector<int> k(50, 10);
  array_view<int, 1> kv(50, k);
  add_constants(kv, 1, 2L, 3.0f, 'A');
  kv.synchronize();
  for (int i = 0; i < 50; ++i) CHECK(k[i] == 10 + 1 + 2 + 3 + 65, "pack %d: %d", i, k[i]);

  std::printf("PASS\n");
  return 0;
}
