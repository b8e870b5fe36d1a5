// tiled_kernels_in_templates.cpp
//
// Covers (AMP spec 4.1-4.3 in templates): tiled launches inside function
// templates over the tile size (`v.extent.template tile<TS, TS>()` on a
// dependent view) and over the element type (tile_static T[...]), a class
// template member launching a tiled kernel with its own template parameter,
// instantiated with several sizes and types.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <int TS, typename T>
void tile_sums(array_view<const T, 2> in, array_view<T, 2> out) {
  parallel_for_each(in.extent.template tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static T buf[TS][TS];
    buf[t.local[0]][t.local[1]] = in[t.global];
    t.barrier.wait();
    T s = T(0);
    for (int k = 0; k < TS; ++k) s += buf[t.local[0]][k] + buf[k][t.local[1]];
    out[t.global] = s;
  });
}

template <typename T>
struct Reverser {
  template <int TS>
  void run(array_view<T, 1> v) const {
    parallel_for_each(v.extent.template tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
      tile_static T buf[TS];
      buf[t.local[0]] = v[t.global];
      t.barrier.wait();
      v[t.global] = buf[TS - 1 - t.local[0]];
    });
  }
};

template <int TS, typename T>
static int check_sums(const std::vector<T>& in, const std::vector<T>& out, int R, int C) {
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int r0 = r / TS * TS, c0 = c / TS * TS;
      T s = T(0);
      for (int k = 0; k < TS; ++k) s += in[r * C + c0 + k] + in[(r0 + k) * C + c];
      if (out[r * C + c] != s) {
        std::printf("FAIL: TS=%d (%d,%d) mismatch\n", TS, r, c);
        return 1;
      }
    }
  return 0;
}

int main() {
  const int R = 32, C = 48;
  std::vector<int> ii(R * C), io4(R * C, 0), io16(R * C, 0);
  std::vector<float> fi(R * C), fo8(R * C, 0.0f);
  for (int i = 0; i < R * C; ++i) {
    ii[i] = i % 17;
    fi[i] = (i % 9) * 0.5f;
  }
  array_view<const int, 2> iiv(R, C, ii);
  array_view<int, 2> io4v(R, C, io4), io16v(R, C, io16);
  array_view<const float, 2> fiv(R, C, fi);
  array_view<float, 2> fo8v(R, C, fo8);
  tile_sums<4, int>(iiv, io4v);
  tile_sums<16, int>(iiv, io16v);
  tile_sums<8, float>(fiv, fo8v);
  const int n = 256;
  std::vector<int> rv(n);
  std::vector<double> rd(n);
  for (int i = 0; i < n; ++i) {
    rv[i] = i;
    rd[i] = i * 0.5;
  }
  array_view<int, 1> rvv(n, rv);
  array_view<double, 1> rdv(n, rd);
  Reverser<int>().run<32>(rvv);
  Reverser<double>().template run<64>(rdv);
  io4v.synchronize();
  io16v.synchronize();
  fo8v.synchronize();
  rvv.synchronize();
  rdv.synchronize();
  if (check_sums<4>(ii, io4, R, C) || check_sums<16>(ii, io16, R, C) || check_sums<8>(fi, fo8, R, C))
    return 1;
  for (int i = 0; i < n; ++i) {
    int ei = i / 32 * 32 + 31 - i % 32;
    double ed = (i / 64 * 64 + 63 - i % 64) * 0.5;
    if (rv[i] != ei || rd[i] != ed) {
      std::printf("FAIL: reversed [%d] got (%d,%f) expected (%d,%f)\n", i, rv[i], rd[i], ei, ed);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
