// tiled_index_as_object.cpp
//
// Covers (AMP spec 4.2): a tiled_index passed whole to restrict(amp) helpers
// (by value and by const reference, and to a template over the tile size),
// its members read inside the helper, the implicit conversion of tiled_index
// to index<N> when calling a helper taking index<N>, and the barrier reached
// through the passed object.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kTile = 32;

static int code(tiled_index<kTile> t) restrict(amp) { return t.tile[0] * 100 + t.local[0]; }

template <int TS>
static int origin_plus(const tiled_index<TS>& t, int k) restrict(amp) {
  return t.tile_origin[0] + k;
}

static int from_index(index<1> i) restrict(amp) { return i[0] * 2; }

static void exchange(const tiled_index<kTile>& t, int* buf, int v) restrict(amp) {
  buf[t.local[0]] = v;
  t.barrier.wait();
}

int main() {
  const int n = kTile * 13;
  std::vector<int> a(n, 0), b(n, 0), c(n, 0), d(n, 0);
  array_view<int, 1> av(n, a), bv(n, b), cv(n, c), dv(n, d);
  parallel_for_each(av.extent.tile<kTile>(), [=](tiled_index<kTile> t) restrict(amp) {
    tile_static int buf[kTile];
    av[t.global] = code(t);
    bv[t.global] = origin_plus(t, 7);
    cv[t.global] = from_index(t);
    exchange(t, buf, t.global[0] * 5);
    dv[t.global] = buf[(t.local[0] + 1) % kTile];
  });
  av.synchronize();
  bv.synchronize();
  cv.synchronize();
  dv.synchronize();
  for (int i = 0; i < n; ++i) {
    int base = i / kTile * kTile;
    int ed = (base + (i - base + 1) % kTile) * 5;
    if (a[i] != (i / kTile) * 100 + i % kTile || b[i] != base + 7 || c[i] != 2 * i || d[i] != ed) {
      std::printf("FAIL: [%d] got (%d,%d,%d,%d)\n", i, a[i], b[i], c[i], d[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
