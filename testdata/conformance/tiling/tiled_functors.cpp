// tiled_functors.cpp
//
// Covers (AMP spec 3.1/4.2, tiled kernels as function objects): a functor
// class template over the tile size with
// `void operator()(tiled_index<TS>) const restrict(amp)` using a tile_static
// array sized by the template parameter; instantiated with 16 and 64; and a
// 2-D tiled functor with a private restrict(amp) helper.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <int TS>
struct RotateInTile {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  int by;
  void operator()(tiled_index<TS> t) const restrict(amp) {
    tile_static int buf[TS];
    buf[t.local[0]] = in[t.global];
    t.barrier.wait();
    out[t.global] = buf[(t.local[0] + by) % TS];
  }
};

class TileMax2D {
 public:
  TileMax2D(array_view<const int, 2> in, array_view<int, 2> out) : in_(in), out_(out) {}
  void operator()(tiled_index<4, 8> t) const restrict(amp) {
    tile_static int buf[4][8];
    buf[t.local[0]][t.local[1]] = in_[t.global];
    t.barrier.wait();
    out_[t.global] = row_max(buf[t.local[0]]);
  }

 private:
  static int row_max(const int* row) restrict(amp) {
    int m = row[0];
    for (int k = 1; k < 8; ++k) m = row[k] > m ? row[k] : m;
    return m;
  }
  array_view<const int, 2> in_;
  array_view<int, 2> out_;
};

template <int TS>
static int check_rotate(const std::vector<int>& in, const std::vector<int>& out, int by) {
  for (size_t i = 0; i < in.size(); ++i) {
    size_t base = i / TS * TS;
    int e = in[base + (i - base + by) % TS];
    if (out[i] != e) {
      std::printf("FAIL: rotate<%d>[%zu] got %d expected %d\n", TS, i, out[i], e);
      return 1;
    }
  }
  return 0;
}

int main() {
  const int n = 64 * 10;
  std::vector<int> in(n), o16(n, 0), o64(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i * 3 - 7;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> o16v(n, o16), o64v(n, o64);
  parallel_for_each(iv.extent.tile<16>(), RotateInTile<16>{iv, o16v, 5});
  parallel_for_each(iv.extent.tile<64>(), RotateInTile<64>{iv, o64v, 33});
  const int R = 4 * 6, C = 8 * 4;
  std::vector<int> m(R * C), mx(R * C, 0);
  for (int i = 0; i < R * C; ++i) m[i] = (i * 37) % 101;
  array_view<const int, 2> mv(R, C, m);
  array_view<int, 2> mxv(R, C, mx);
  parallel_for_each(mv.extent.tile<4, 8>(), TileMax2D(mv, mxv));
  o16v.synchronize();
  o64v.synchronize();
  mxv.synchronize();
  if (check_rotate<16>(in, o16, 5) || check_rotate<64>(in, o64, 33)) return 1;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int base = c / 8 * 8, e = m[r * C + base];
      for (int k = 1; k < 8; ++k) e = m[r * C + base + k] > e ? m[r * C + base + k] : e;
      if (mx[r * C + c] != e) {
        std::printf("FAIL: max(%d,%d) got %d expected %d\n", r, c, mx[r * C + c], e);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
