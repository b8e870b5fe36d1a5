// harness_tiled_invoke.cpp
//
// amp2hip-test: include-dir harness
//
// Covers (issue 28, item 3 (b)): a tiled kernel written through an
// untranslated harness header's variadic macro (harness/amp_test_harness.h,
// an include directory): `TILED_INVOKE_1D(ext, TILE, t, body...)`, whose
// definition spells `.tile<TILE>()`, the `tiled_index` head and
// `restrict(amp)`, the body given as the macro's last arguments with
// commas, tile_static storage and barriers in a uniform loop; used from a
// histogram class's member function and from main. Expanded where the
// program uses it; each kernel runs on the host backend as loops between
// its barriers.
// Prints PASS, or FAIL with the checks that failed (the harness's
// amp_test::report).
#include <amp.h>
#include <vector>
#include "amp_test_harness.h"

using namespace concurrency;

static const int TILE = 64;
static const int BINS = 8;

class TileHistogram {
public:
  // Per tile, how many of its values fall in each bin (values are 0..BINS-1).
  std::vector<int> count(const std::vector<int> &values) const {
    const int n = static_cast<int>(values.size());
    std::vector<int> counts((n / TILE) * BINS, 0);
    array_view<const int, 1> in(n, values);
    array_view<int, 1> out(static_cast<int>(counts.size()), counts);
    TILED_INVOKE_1D(in.extent, TILE, t,
      tile_static int bins[BINS];
      if (t.local[0] < BINS)
        bins[t.local[0]] = 0;
      t.barrier.wait();
      atomic_fetch_add(&bins[in[t.global]], 1);
      t.barrier.wait();
      if (t.local[0] < BINS)
        out[t.tile[0] * BINS + t.local[0]] = bins[t.local[0]];
    );
    out.synchronize();
    return counts;
  }
};

int main() {
  const int n = 1024;
  std::vector<int> values(n), maxima(n / TILE);
  for (int i = 0; i < n; ++i)
    values[i] = (i * 3 + i / 7) % BINS;
  TileHistogram h;
  std::vector<int> counts = h.count(values);

  array_view<const int, 1> vv(n, values);
  array_view<int, 1> mv(n / TILE, maxima);
  TILED_INVOKE_1D(vv.extent, TILE, t,
    tile_static int best[TILE];
    best[t.local[0]] = vv[t.global] * 100 + t.local[0];
    t.barrier.wait();
    for (int half = TILE / 2; half > 0; half /= 2) {
      if (t.local[0] < half && best[t.local[0] + half] > best[t.local[0]])
        best[t.local[0]] = best[t.local[0] + half];
      t.barrier.wait();
    }
    if (t.local[0] == 0)
      mv[t.tile[0]] = best[0];
  );
  mv.synchronize();

  for (int tile = 0; tile < n / TILE; ++tile) {
    int want[BINS] = {0};
    int top = -1;
    for (int i = 0; i < TILE; ++i) {
      ++want[values[tile * TILE + i]];
      int key = values[tile * TILE + i] * 100 + i;
      top = key > top ? key : top;
    }
    for (int b = 0; b < BINS; ++b)
      amp_test::expect(counts[tile * BINS + b] == want[b], "histogram bin", tile * BINS + b);
    amp_test::expect(maxima[tile] == top, "tile maximum", tile);
  }
  return amp_test::report();
}
