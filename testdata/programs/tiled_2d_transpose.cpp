// tiled_2d_transpose.cpp
//
// Covers: a tiled 2-D transpose through a tile_static buffer with a padded
// row (TILE + 1) to avoid bank conflicts, reading t.tile / t.tile_origin to
// compute the transposed tile's origin, a barrier between the store and the
// load, and a non-square matrix (64 x 96) with non-square extents in the
// output. A class template Matrix with a member function that launches the
// kernel.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T>
class Matrix {
 public:
  Matrix(int rows, int cols) : rows_(rows), cols_(cols), data_(rows * cols) {}
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  T& at(int r, int c) { return data_[r * cols_ + c]; }
  const T& at(int r, int c) const { return data_[r * cols_ + c]; }

  // Writes the transpose of *this into `out` (which must be cols x rows).
  void transpose_into(Matrix& out) const {
    const int TILE = 16;
    array_view<const T, 2> src(rows_, cols_, data_);
    array_view<T, 2> dst(cols_, rows_, out.data_);
    dst.discard_data();
    parallel_for_each(src.extent.template tile<TILE, TILE>(),
                      [=](tiled_index<TILE, TILE> t) restrict(amp) {
      tile_static T buf[TILE][TILE + 1];
      buf[t.local[0]][t.local[1]] = src[t.global];
      t.barrier.wait();
      // The transposed tile starts at (origin col, origin row) in dst.
      index<2> out_origin(t.tile_origin[1], t.tile_origin[0]);
      dst[out_origin + t.local] = buf[t.local[1]][t.local[0]];
    });
    dst.synchronize();
  }

 private:
  int rows_, cols_;
  std::vector<T> data_;
};

int main() {
  Matrix<float> m(64, 96), mt(96, 64);
  for (int r = 0; r < m.rows(); ++r)
    for (int c = 0; c < m.cols(); ++c) m.at(r, c) = static_cast<float>(r * 1000 + c);

  m.transpose_into(mt);

  for (int r = 0; r < mt.rows(); ++r)
    for (int c = 0; c < mt.cols(); ++c)
      if (mt.at(r, c) != m.at(c, r)) {
        std::printf("FAIL: T(%d,%d) got %f expected %f\n", r, c, mt.at(r, c), m.at(c, r));
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
