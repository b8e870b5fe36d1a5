// discard_and_const_views.cpp
//
// Covers (AMP spec 5.2 / 8, coherence with discard_data and const views): a
// view whose data is discarded and then fully overwritten by a kernel reads
// back the kernel's values; a partly written view (no discard) keeps the
// host's values elsewhere; an array_view<const T> input stays unchanged in
// its source; writes to a read-write view are not lost when a const view of
// the same vector was read in between.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 512;
  std::vector<int> src(n), full(n, -5), part(n, -7);
  for (int i = 0; i < n; ++i) src[i] = i * 3;
  array_view<const int, 1> in(n, src);
  array_view<int, 1> fv(n, full), pv(n, part);
  fv.discard_data();
  parallel_for_each(fv.extent, [=](index<1> i) restrict(amp) { fv[i] = in[i] + 1; });
  parallel_for_each(extent<1>(n / 4), [=](index<1> i) restrict(amp) { pv[i * 4] = in[i * 4] * 2; });
  fv.synchronize();
  pv.synchronize();
  for (int i = 0; i < n; ++i) {
    int ep = (i % 4 == 0) ? src[i] * 2 : -7;
    if (full[i] != i * 3 + 1 || part[i] != ep || src[i] != i * 3) {
      std::printf("FAIL: [%d] got (%d,%d,%d)\n", i, full[i], part[i], src[i]);
      return 1;
    }
  }
  std::vector<int> shared(n, 2);
  array_view<int, 1> rw(n, shared);
  array_view<const int, 1> ro = rw;
  std::vector<int> sum(n, 0);
  array_view<int, 1> sv(n, sum);
  sv.discard_data();
  parallel_for_each(rw.extent, [=](index<1> i) restrict(amp) { rw[i] = rw[i] + i[0]; });
  parallel_for_each(sv.extent, [=](index<1> i) restrict(amp) { sv[i] = ro[i] * 10; });
  parallel_for_each(rw.extent, [=](index<1> i) restrict(amp) { rw[i] = rw[i] * 2; });
  rw.synchronize();
  sv.synchronize();
  for (int i = 0; i < n; ++i)
    if (shared[i] != (2 + i) * 2 || sum[i] != (2 + i) * 10) {
      std::printf("FAIL: shared[%d] %d sum %d\n", i, shared[i], sum[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
