// barriers_in_helpers_and_named_lambdas.cpp
//
// Covers (AMP spec 8.1, 3.2.1): tiled kernels written the ways library code
// writes them, each checked against a host computation:
//   - a kernel stored in a named lambda inside a function template over the
//     tile size, launched for two sizes, and launched twice in a row;
//   - a helper that stores to tile_static memory and ends with the tile's
//     barrier, called in a uniform loop (a Hillis-Steele scan), with locals
//     live across those calls;
//   - a nested lambda declared before a barrier and called after it (one
//     capturing the tiled_index by value, one capturing a thread's local by
//     reference that the thread changes after the barrier).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#define TILE 64

// Stores v for this thread and waits for the tile: the caller reads the
// neighbours' values after the call.
void publish(const tiled_index<TILE> &tidx, int *slots, int v) restrict(amp) {
  slots[tidx.local[0]] = v;
  tidx.barrier.wait();
}

// Inclusive scan of each tile of in (Hillis-Steele: log2(TILE) rounds, two
// barriers each, both inside publish).
void tile_scan(const std::vector<int> &in, std::vector<int> &out) {
  array_view<const int, 1> src((int)in.size(), in);
  array_view<int, 1> dst((int)out.size(), out);
  dst.discard_data();
  parallel_for_each(src.extent.tile<TILE>(), [=](tiled_index<TILE> tidx) restrict(amp) {
    tile_static int slots[TILE];
    int mine = src[tidx.global];
    publish(tidx, slots, mine);
    for (int offset = 1; offset < TILE; offset *= 2) {
      int add = tidx.local[0] >= offset ? slots[tidx.local[0] - offset] : 0;
      tidx.barrier.wait();
      mine += add;
      publish(tidx, slots, mine);
    }
    dst[tidx.global] = mine;
  });
  dst.synchronize();
}

// Per-tile maximum, the kernel kept in a named lambda.
template <int TS>
std::vector<int> tile_max(const std::vector<int> &data) {
  const int tiles = (int)data.size() / TS;
  std::vector<int> result(tiles, 0);
  array_view<const int, 1> in((int)data.size(), data);
  array_view<int, 1> res(tiles, result);
  auto kernel = [=](tiled_index<TS> t) restrict(amp) {
    tile_static int best[TS];
    best[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int half = TS / 2; half > 0; half /= 2) {
      if (t.local[0] < half && best[t.local[0] + half] > best[t.local[0]])
        best[t.local[0]] = best[t.local[0] + half];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      res[t.tile] = best[0];
  };
  parallel_for_each(in.extent.template tile<TS>(), kernel);
  // The same kernel again: the results must not change.
  parallel_for_each(in.extent.template tile<TS>(), kernel);
  res.synchronize();
  return result;
}

// Nested lambdas live across a barrier.
void rotate_with_lambdas(std::vector<int> &data) {
  array_view<int, 1> av((int)data.size(), data);
  parallel_for_each(av.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
    tile_static int ring[TILE];
    int value = av[t.global];
    auto next = [t]() restrict(amp) { return (t.local[0] + 1) % TILE; };
    auto bumped = [&](int k) restrict(amp) { return value + k; };
    ring[t.local[0]] = value;
    t.barrier.wait();
    value = ring[next()] * 10;
    t.barrier.wait();
    av[t.global] = bumped(t.tile[0]);
  });
  av.synchronize();
}

int main() {
  const int n = TILE * 8;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 11 - 3;

  tile_scan(in, out);
  for (int i = 0; i < n; ++i) {
    int expect = 0;
    for (int j = i / TILE * TILE; j <= i; ++j)
      expect += in[j];
    if (out[i] != expect) {
      std::printf("FAIL: scan[%d] = %d, expected %d\n", i, out[i], expect);
      return 1;
    }
  }

  std::vector<int> m16 = tile_max<16>(in), m128 = tile_max<128>(in);
  for (int tile = 0; tile < n / 16; ++tile) {
    int expect = in[tile * 16];
    for (int j = 1; j < 16; ++j)
      expect = in[tile * 16 + j] > expect ? in[tile * 16 + j] : expect;
    if (m16[tile] != expect) {
      std::printf("FAIL: tile_max<16>[%d] = %d, expected %d\n", tile, m16[tile], expect);
      return 1;
    }
  }
  for (int tile = 0; tile < n / 128; ++tile) {
    int expect = in[tile * 128];
    for (int j = 1; j < 128; ++j)
      expect = in[tile * 128 + j] > expect ? in[tile * 128 + j] : expect;
    if (m128[tile] != expect) {
      std::printf("FAIL: tile_max<128>[%d] = %d, expected %d\n", tile, m128[tile], expect);
      return 1;
    }
  }

  std::vector<int> rot(in);
  rotate_with_lambdas(rot);
  for (int i = 0; i < n; ++i) {
    int base = i / TILE * TILE;
    int expect = in[base + (i - base + 1) % TILE] * 10 + i / TILE;
    if (rot[i] != expect) {
      std::printf("FAIL: rotate[%d] = %d, expected %d\n", i, rot[i], expect);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
