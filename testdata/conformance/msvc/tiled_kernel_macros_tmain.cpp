// tiled_kernel_macros_tmain.cpp
//
// Covers (issue 28, item 3 (a), written as a Visual Studio console project
// writes it): `int _tmain(int argc, _TCHAR* argv[])`, `_tprintf`/`_T`, a
// matrix class whose tiled multiply #defines its accessors inside the
// kernel (`#define A_TILE(r, c) a_tile[(r)][(c)]`, `#define ROW
// t_idx.local[0]`, `#define TILE_ORIGIN_ROW (t_idx.tile[0] * TS)`, one
// continued over two lines) and uses them across the two barriers of a
// uniform loop over the tiles, #undef'ing them at the kernel's end; a
// second kernel in the same member function #defines names the first
// undefined. Checked against the CPU product.
#include <stdio.h>
#include <tchar.h>
#include <amp.h>
#include <vector>

using namespace concurrency;

#define TS 16

class Matrix {
public:
  Matrix(int n) : n_(n), data_(n * n) {}
  float &at(int r, int c) { return data_[r * n_ + c]; }
  float at(int r, int c) const { return data_[r * n_ + c]; }
  int size() const { return n_; }

  static Matrix multiply(const Matrix &a, const Matrix &b) {
    const int n = a.size();
    Matrix c(n);
    array_view<const float, 2> av(n, n, a.data_);
    array_view<const float, 2> bv(n, n, b.data_);
    array_view<float, 2> cv(n, n, c.data_);
    cv.discard_data();
    parallel_for_each(cv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
      tile_static float a_tile[TS][TS];
      tile_static float b_tile[TS][TS];
#define A_TILE(r, c) a_tile[(r)][(c)]
#define B_TILE(r, c) b_tile[(r)][(c)]
#define ROW t_idx.local[0]
#define COL t_idx.local[1]
#define TILE_ORIGIN_ROW (t_idx.tile[0] * TS)
#define TILE_ORIGIN_COL \
  (t_idx.tile[1] * TS)
      float sum = 0.0f;
      for (int k0 = 0; k0 < n; k0 += TS) {
        A_TILE(ROW, COL) = av(TILE_ORIGIN_ROW + ROW, k0 + COL);
        B_TILE(ROW, COL) = bv(k0 + ROW, TILE_ORIGIN_COL + COL);
        t_idx.barrier.wait();
        for (int k = 0; k < TS; ++k)
          sum += A_TILE(ROW, k) * B_TILE(k, COL);
        t_idx.barrier.wait();
      }
      cv(TILE_ORIGIN_ROW + ROW, TILE_ORIGIN_COL + COL) = sum;
#undef TILE_ORIGIN_COL
#undef TILE_ORIGIN_ROW
#undef COL
#undef ROW
#undef B_TILE
#undef A_TILE
    });
    cv.synchronize();
    return c;
  }

  // Each tile's transpose, through tile_static storage.
  static Matrix transpose_tiles(const Matrix &a) {
    const int n = a.size();
    Matrix t(n);
    array_view<const float, 2> av(n, n, a.data_);
    array_view<float, 2> tv(n, n, t.data_);
    tv.discard_data();
    parallel_for_each(tv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
      tile_static float block[TS][TS + 1];
#define ROW t_idx.local[0]
#define COL t_idx.local[1]
      block[ROW][COL] = av[t_idx.global];
      t_idx.barrier.wait();
      tv[t_idx.global] = block[COL][ROW];
#undef COL
#undef ROW
    });
    tv.synchronize();
    return t;
  }

private:
  int n_;
  std::vector<float> data_;
};

int _tmain(int argc, _TCHAR *argv[]) {
  (void)argc;
  (void)argv;
  const int n = 64;
  Matrix a(n), b(n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      a.at(r, c) = float((r + 2 * c) % 7) - 3.0f;
      b.at(r, c) = float((3 * r + c) % 5) - 2.0f;
    }
  Matrix c = Matrix::multiply(a, b);
  Matrix t = Matrix::transpose_tiles(a);
  int bad = 0;
  for (int r = 0; r < n; ++r)
    for (int col = 0; col < n; ++col) {
      float want = 0.0f;
      for (int k = 0; k < n; ++k)
        want += a.at(r, k) * b.at(k, col);
      if (c.at(r, col) != want)
        ++bad;
      int tr = (r / TS) * TS + col % TS, tc = (col / TS) * TS + r % TS;
      if (t.at(r, col) != a.at(tr, tc))
        ++bad;
    }
  if (bad) {
    _tprintf(_T("FAIL: %d wrong elements\n"), bad);
    return 1;
  }
  _tprintf(_T("PASS\n"));
  return 0;
}
