// functor_kernel.cpp
//
// Covers: kernels written as function objects instead of lambdas:
//  * a class with `void operator()(index<1>) const restrict(amp)` holding
//    array_views and a scalar as members, passed to parallel_for_each,
//  * a tiled functor with `operator()(tiled_index<TILE>) const restrict(amp)`
//    that uses tile_static memory and the barrier,
//  * a functor template over the element type, and a functor whose
//    operator() calls one of its own restrict(amp) member functions.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

class Axpb {
 public:
  Axpb(const array_view<const int, 1>& in, const array_view<int, 1>& out, int a, int b)
      : in_(in), out_(out), a_(a), b_(b) {}

  void operator()(index<1> idx) const restrict(amp) { out_[idx] = transform(in_[idx]); }

 private:
  int transform(int v) const restrict(amp) { return a_ * v + b_; }

  array_view<const int, 1> in_;
  array_view<int, 1> out_;
  int a_, b_;
};

static const int TILE = 32;

// Reverses the elements of every tile.
struct TileReverse {
  array_view<const int, 1> src;
  array_view<int, 1> dst;

  void operator()(tiled_index<TILE> t) const restrict(amp) {
    tile_static int buf[TILE];
    buf[t.local[0]] = src[t.global];
    t.barrier.wait();
    dst[t.global] = buf[TILE - 1 - t.local[0]];
  }
};

template <typename T>
struct Fill2D {
  array_view<T, 2> target;
  T base;
  void operator()(index<2> i) const restrict(amp) { target[i] = base + T(i[0] * 10 + i[1]); }
};

int main() {
  const int n = 32 * 13;
  std::vector<int> in(n), out(n, 0), rev(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i * 5 - 77;

  array_view<const int, 1> vin(n, in);
  array_view<int, 1> vout(n, out);
  vout.discard_data();
  Axpb op(vin, vout, 3, 11);
  parallel_for_each(vout.extent, op);
  vout.synchronize();
  for (int i = 0; i < n; ++i)
    if (out[i] != 3 * in[i] + 11) {
      std::printf("FAIL: Axpb out[%d] got %d expected %d\n", i, out[i], 3 * in[i] + 11);
      return 1;
    }

  array_view<int, 1> vrev(n, rev);
  vrev.discard_data();
  TileReverse tr = {vin, vrev};
  parallel_for_each(vin.extent.tile<TILE>(), tr);
  vrev.synchronize();
  for (int i = 0; i < n; ++i) {
    int base = (i / TILE) * TILE;
    int expected = in[base + TILE - 1 - (i - base)];
    if (rev[i] != expected) {
      std::printf("FAIL: TileReverse rev[%d] got %d expected %d\n", i, rev[i], expected);
      return 1;
    }
  }

  std::vector<float> grid(7 * 9, 0.0f);
  array_view<float, 2> vg(7, 9, grid);
  parallel_for_each(vg.extent, Fill2D<float>{vg, 0.5f});
  vg.synchronize();
  for (int r = 0; r < 7; ++r)
    for (int c = 0; c < 9; ++c)
      if (grid[r * 9 + c] != 0.5f + r * 10 + c) {
        std::printf("FAIL: Fill2D (%d,%d) got %f expected %f\n", r, c, grid[r * 9 + c],
                    0.5f + r * 10 + c);
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
