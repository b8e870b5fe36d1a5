// hygiene.cpp
//
// Covers (issue 12, item 7): the names the translator adds never collide
// with the user's (locals named rank, grid, block, domain, stream, kernel
// names), a `using namespace` inside one kernel does not leak into another,
// PPL's concurrency::parallel_for_each(first, last, f) stays host code, and
// tile-uniform values (get_tile_extent, tile_extent, a variable reassigned
// a uniform value after once holding a thread index) guard barriers.
#include <amp.h>
#include <ppl.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

namespace scaling {
inline float factor() restrict(amp, cpu) { return 3.0f; }
}
namespace offsets {
inline float factor() restrict(amp, cpu) { return 100.0f; }
}

void named_like_the_translator(array_view<float, 1> v) {
  const int rank = 1;
  const int grid = 2, block = 3, domain = 4, stream = 5;
  parallel_for_each(v.extent, [=](index<rank> i) restrict(amp) {
    using namespace scaling;
    v[i] = v[i] * factor() + grid + block + domain + stream;
  });
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = v[i] + offsets::factor();
  });
}

void uniform_barriers(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<32>(), [=](tiled_index<32> t) restrict(amp) {
    tile_static int buf[32];
    int width = t.local[0];  // holds a thread index once...
    width = t.get_tile_extent()[0];  // ...then a tile-uniform value
    buf[t.local[0]] = t.global[0];
    if (width == 32) t.barrier.wait();
    int stride = t.tile_extent[0] / 2;
    for (int s = stride; s > 0; s /= 2) {
      if (t.local[0] < s) buf[t.local[0]] += buf[t.local[0] + s];
      t.barrier.wait();
    }
    if (t.local[0] == 0) out[t.tile[0]] = buf[0];
  });
}

int main() {
  std::vector<float> v(40, 1.0f);
  array_view<float, 1> vv(40, v);
  named_like_the_translator(vv);
  vv.synchronize();
  for (int i = 0; i < 40; ++i)
    if (v[i] != 1.0f * 3.0f + 14.0f + 100.0f) { std::printf("FAIL: v[%d] = %f\n", i, v[i]); return 1; }

  std::vector<int> host(100, 1);
  int total = 0;
  concurrency::parallel_for_each(host.begin(), host.end(), [&](int& x) { x *= 2; });
  for (int x : host) total += x;
  if (total != 200) { std::printf("FAIL: PPL total %d\n", total); return 1; }

  std::vector<int> o(128, 0);
  array_view<int, 1> ov(128, o);
  uniform_barriers(ov);
  ov.synchronize();
  for (int tile = 0; tile < 4; ++tile) {
    int e = 0;
    for (int k = 0; k < 32; ++k) e += tile * 32 + k;
    if (o[tile] != e) { std::printf("FAIL: tile %d sum %d, expected %d\n", tile, o[tile], e); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
