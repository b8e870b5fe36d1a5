// tile_macros_functor.cpp
//
// Covers (issue 28, item 3 (a)): macros #defined inside tiled kernels other
// than in-place lambdas, used across barriers: a tiled functor's operator()
// (a moving-window sum over a tile_static cache, its macros spelling the
// tiled index, a uniform `for` over window offsets), a named lambda kernel
// `auto body = [=](tiled_index<TS> t) restrict(amp) {...}` whose macro is
// used in a uniform `do`/`while` loop's body and condition, and a lambda
// whose macro a uniform `if` on the tile's number uses around a barrier.
// Each runs on the host backend as loops between its barriers; results are
// checked against the CPU.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static const int TS = 32;
static const int RADIUS = 3;

struct WindowSum {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  int n;

  void operator()(tiled_index<TS> t) const restrict(amp) {
    tile_static int cache[TS + 2 * RADIUS];
#define SLOT(k) cache[(k) + RADIUS]
#define GID t.global[0]
    SLOT(t.local[0]) = in[GID];
    if (t.local[0] < RADIUS) {
      int left = GID - RADIUS;
      int right = GID + TS;
      SLOT(t.local[0] - RADIUS) = left >= 0 ? in[left] : 0;
      SLOT(t.local[0] + TS) = right < n ? in[right] : 0;
    }
    t.barrier.wait();
    int sum = 0;
    for (int d = -RADIUS; d <= RADIUS; ++d) {
      sum += SLOT(t.local[0] + d);
      t.barrier.wait_with_tile_static_memory_fence();
    }
    out[GID] = sum;
#undef GID
#undef SLOT
  }
};

// Doubles each tile's values until the first one reaches a limit: the
// loop's condition reads tile_static memory through a macro, the same for
// every thread after the barrier.
void grow_until(array_view<int, 1> v, int limit) {
  auto body = [=](tiled_index<TS> t) restrict(amp) {
    tile_static int vals[TS];
#define MINE vals[t.local[0]]
#define FIRST vals[0]
    MINE = v[t.global];
    t.barrier.wait();
    do {
      int next = MINE * 2;
      t.barrier.wait();
      MINE = next;
      t.barrier.wait();
    } while (FIRST < limit);
    v[t.global] = MINE;
#undef FIRST
#undef MINE
  };
  parallel_for_each(v.extent.tile<TS>(), body);
}

// Odd tiles reverse their values, even tiles rotate them by one.
void shuffle_tiles(array_view<int, 1> v) {
  parallel_for_each(v.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    tile_static int tmp[TS];
#define ODD_TILE ((t.tile[0] % 2) == 1)
#define AT(k) tmp[(k)]
    AT(t.local[0]) = v[t.global];
    if (ODD_TILE) {
      t.barrier.wait();
      v[t.global] = AT(TS - 1 - t.local[0]);
    } else {
      t.barrier.wait();
      v[t.global] = AT((t.local[0] + 1) % TS);
    }
#undef AT
#undef ODD_TILE
  });
}

int main() {
  const int n = 256;
  std::vector<int> data(n), sums(n, 0), grow(n), shuffled(n);
  for (int i = 0; i < n; ++i) {
    data[i] = (i * 5) % 11;
    grow[i] = 1 + (i / TS) + (i % 3);
    shuffled[i] = i;
  }
  std::vector<int> grow_in = grow;
  {
    array_view<const int, 1> in(n, data);
    array_view<int, 1> out(n, sums);
    WindowSum f{in, out, n};
    parallel_for_each(in.extent.tile<TS>(), f);
    out.synchronize();
  }
  array_view<int, 1> gv(n, grow);
  grow_until(gv, 100);
  gv.synchronize();
  array_view<int, 1> sv(n, shuffled);
  shuffle_tiles(sv);
  sv.synchronize();

  bool ok = true;
  for (int i = 0; i < n; ++i) {
    int want = 0;
    for (int d = -RADIUS; d <= RADIUS; ++d)
      if (i + d >= 0 && i + d < n && (d >= -RADIUS && d <= RADIUS))
        want += data[i + d];
    // The cache holds only the tile and its apron: exactly the window.
    if (sums[i] != want) {
      std::printf("FAIL: window sum %d is %d, expected %d\n", i, sums[i], want);
      ok = false;
    }
    int tile = i / TS, first = grow_in[tile * TS], g = grow_in[i];
    while (first < 100) {
      first *= 2;
      g *= 2;
    }
    if (grow[i] != g) {
      std::printf("FAIL: grown %d is %d, expected %d\n", i, grow[i], g);
      ok = false;
    }
    int local = i % TS;
    int src = tile % 2 ? TS - 1 - local : (local + 1) % TS;
    if (shuffled[i] != tile * TS + src) {
      std::printf("FAIL: shuffled %d is %d, expected %d\n", i, shuffled[i], tile * TS + src);
      ok = false;
    }
  }
  std::printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
