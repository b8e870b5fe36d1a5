// functor_array_members.cpp
//
// Covers (AMP spec 3.2, 3.4.2): classes that hold an `array` by reference
// and reach a kernel: a functor launched directly (its array& member written
// by every thread), a class template functor with a constructor taking the
// arrays and a `const array&` input member, a tiled functor, and a small
// helper object built inside a kernel lambda from a captured array. On a GPU
// each of these holds a host address unless the member becomes a view.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Square {
  array<int, 1> &out;
  void operator()(index<1> i) const restrict(amp) { out[i] = i[0] * i[0]; }
};

template <typename T>
class Saxpy {
public:
  Saxpy(T a, const array<T, 2> &x, array<T, 2> &y) : a_(a), x_(x), y_(y) {}
  void operator()(index<2> idx) const restrict(amp) { y_[idx] = a_ * x_[idx] + y_[idx]; }

private:
  T a_;
  const array<T, 2> &x_;
  array<T, 2> &y_;
};

static const int TS = 16;
struct TileSum {
  const array<float, 1> &in;
  array<float, 1> &sums;
  void operator()(tiled_index<TS> t) const restrict(amp) {
    tile_static float s[TS];
    s[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      float acc = 0.0f;
      for (int k = 0; k < TS; ++k) acc += s[k];
      sums[t.tile[0]] = acc;
    }
  }
};

struct Accumulator {
  array<int, 1> &target;
  void add(int i, int v) const restrict(amp) { target[i] += v; }
};

int main() {
  const int n = 64;
  array<int, 1> squares(n);
  Square sq{squares};
  parallel_for_each(squares.extent, sq);
  std::vector<int> got = squares;
  for (int i = 0; i < n; ++i)
    if (got[i] != i * i) { std::printf("FAIL: square %d = %d\n", i, got[i]); return 1; }

  std::vector<double> hx(8 * 8), hy(8 * 8);
  for (int i = 0; i < 64; ++i) { hx[i] = i * 0.5; hy[i] = 1.0; }
  array<double, 2> x(8, 8, hx.begin()), y(8, 8, hy.begin());
  parallel_for_each(y.extent, Saxpy<double>(2.0, x, y));
  std::vector<double> gy = y;
  for (int i = 0; i < 64; ++i)
    if (gy[i] != 2.0 * (i * 0.5) + 1.0) { std::printf("FAIL: saxpy %d = %f\n", i, gy[i]); return 1; }

  std::vector<float> hin(n);
  for (int i = 0; i < n; ++i) hin[i] = float(i % 7);
  array<float, 1> in(n, hin.begin()), sums(n / TS);
  TileSum ts = {in, sums};
  parallel_for_each(in.extent.tile<TS>(), ts);
  std::vector<float> gs = sums;
  for (int t = 0; t < n / TS; ++t) {
    float want = 0.0f;
    for (int k = 0; k < TS; ++k) want += hin[t * TS + k];
    if (gs[t] != want) { std::printf("FAIL: tile %d sum %f, want %f\n", t, gs[t], want); return 1; }
  }

  array<int, 1> counts(4);
  parallel_for_each(extent<1>(4), [&counts](index<1> i) restrict(amp) { counts[i] = 0; });
  parallel_for_each(extent<1>(4), [&counts](index<1> i) restrict(amp) {
    Accumulator acc{counts};
    acc.add(i[0], 10 + i[0]);
    acc.add(i[0], 1);
  });
  std::vector<int> gc = counts;
  for (int i = 0; i < 4; ++i)
    if (gc[i] != 11 + i) { std::printf("FAIL: count %d = %d\n", i, gc[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
