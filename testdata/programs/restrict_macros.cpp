// restrict_macros.cpp
//
// Covers: the user's own macros wrapping AMP keywords, as real code bases do:
//   #define GPU_FN restrict(amp)
//   #define BOTH_FN restrict(amp, cpu)
//   #define TILE_MEM tile_static
// used on free functions, on kernel lambdas, and on tile_static declarations in a
// tiled kernel, plus a function-like macro in kernel code.
#include <amp.h>
#include <cstdio>
#include <vector>

#define GPU_FN restrict(amp)
#define BOTH_FN restrict(amp, cpu)
#define TILE_MEM tile_static
#define TILE_SIZE 32
#define SQR(x) ((x) * (x))

using namespace concurrency;

static int poly(int x) GPU_FN { return SQR(x) - 3 * x + 1; }
static int poly_host(int x) { return SQR(x) - 3 * x + 1; }
static int halve(int x) BOTH_FN { return x / 2; }

int main() {
  const int n = 1000;
  std::vector<int> a(n), b(n, 0), c(n, 0);
  for (int i = 0; i < n; ++i) a[i] = i % 61 - 30;

  array_view<const int, 1> va(n, a);
  array_view<int, 1> vb(n, b), vc(n, c);
  vb.discard_data();

  // Untiled kernel with the macros on the helper functions.
  parallel_for_each(vb.extent, [=](index<1> idx) GPU_FN {
    vb[idx] = halve(poly(va[idx]));
  });

  // Tiled kernel with TILE_MEM: rotate each tile by one. n=1000 is not a
  // multiple of 32, so pad and guard.
  parallel_for_each(vc.extent.tile<TILE_SIZE>().pad(), [=](tiled_index<TILE_SIZE> t) GPU_FN {
    TILE_MEM int buf[TILE_SIZE];
    const int g = t.global[0];
    buf[t.local[0]] = g < vb.extent[0] ? vb[g] : 0;
    t.barrier.wait();
    if (g < vc.extent[0]) vc[g] = buf[(t.local[0] + 1) % TILE_SIZE];
  });
  vc.synchronize();

  for (int i = 0; i < n; ++i) {
    int next = (i % TILE_SIZE == TILE_SIZE - 1) ? i - (TILE_SIZE - 1) : i + 1;
    int expected = next < n ? halve(poly_host(a[next])) : 0;
    if (c[i] != expected) {
      std::printf("FAIL: c[%d] got %d expected %d\n", i, c[i], expected);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
