// tile_macros_reduction.cpp
//
// Covers (issue 28, item 3 (a)): function-like and object-like macros
// #defined inside a tiled kernel's body, spelling the tiled index
// (`t_idx.local[0]`, `t_idx.tile[0]`) and tile_static storage, used across
// barriers inside uniform loops, #undef'ed at the kernel's end; in a class's
// member functions: a tree reduction over a `for` loop halving the stride,
// and a prefix scan whose `while` loop doubles an offset, the macros taking
// a parenthesized loop variable as argument. Each kernel runs on the host
// backend as loops between its barriers (the directives written again
// there), checked against sums on the CPU.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

class TileReducer {
public:
  static const int TILE = 64;

  explicit TileReducer(int n) : n_(n) {}

  std::vector<int> tile_sums(const std::vector<int> &data) const {
    std::vector<int> sums(n_ / TILE, 0);
    array_view<const int, 1> in(n_, data);
    array_view<int, 1> out(n_ / TILE, sums);
    out.discard_data();
    parallel_for_each(in.extent.tile<TILE>(), [=](tiled_index<TILE> t_idx) restrict(amp) {
      tile_static int partial[TILE];
#define LOCAL_ID t_idx.local[0]
#define PARTIAL(k) partial[(k)]
#define TILE_ID t_idx.tile[0]
      PARTIAL(LOCAL_ID) = in[t_idx.global];
      t_idx.barrier.wait();
      for (int stride = TILE / 2; stride > 0; stride /= 2) {
        if (LOCAL_ID < stride)
          PARTIAL(LOCAL_ID) += PARTIAL(LOCAL_ID + (stride));
        t_idx.barrier.wait();
      }
      if (LOCAL_ID == 0)
        out[TILE_ID] = PARTIAL(0);
#undef TILE_ID
#undef PARTIAL
#undef LOCAL_ID
    });
    out.synchronize();
    return sums;
  }

  // Inclusive scan of each tile (Hillis-Steele), ping-ponging two buffers.
  std::vector<int> tile_scans(const std::vector<int> &data) const {
    std::vector<int> result(n_);
    array_view<const int, 1> in(n_, data);
    array_view<int, 1> out(n_, result);
    out.discard_data();
    parallel_for_each(in.extent.tile<TILE>(), [=](tiled_index<TILE> t_idx) restrict(amp) {
      tile_static int buf[2][TILE];
#define ME t_idx.local[0]
#define SRC(p) buf[(p) % 2]
#define DST(p) buf[((p) + 1) % 2]
      SRC(0)[ME] = in[t_idx.global];
      t_idx.barrier.wait();
      int offset = 1;
      int pass = 0;
      while (offset < TILE) {
        int v = SRC(pass)[ME];
        if (ME >= offset)
          v += SRC(pass)[ME - offset];
        DST(pass)[ME] = v;
        t_idx.barrier.wait();
        offset *= 2;
        ++pass;
      }
      out[t_idx.global] = SRC(pass)[ME];
#undef DST
#undef SRC
#undef ME
    });
    out.synchronize();
    return result;
  }

private:
  int n_;
};

int main() {
  const int n = 1024;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = (i * 7) % 13 - 5;
  TileReducer r(n);
  std::vector<int> sums = r.tile_sums(data);
  std::vector<int> scans = r.tile_scans(data);
  bool ok = true;
  for (int t = 0; t < n / TileReducer::TILE; ++t) {
    int running = 0;
    for (int i = 0; i < TileReducer::TILE; ++i) {
      running += data[t * TileReducer::TILE + i];
      if (scans[t * TileReducer::TILE + i] != running) {
        std::printf("FAIL: scan of element %d is %d, expected %d\n", t * TileReducer::TILE + i,
                    scans[t * TileReducer::TILE + i], running);
        ok = false;
      }
    }
    if (sums[t] != running) {
      std::printf("FAIL: tile %d sums to %d, expected %d\n", t, sums[t], running);
      ok = false;
    }
  }
  std::printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
