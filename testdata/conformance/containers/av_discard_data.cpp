// av_discard_data.cpp
//
// Covers (AMP spec 5.2.6): array_view::discard_data(): a fully overwritten
// output (whose old contents need not reach the accelerator) gets the right
// results; discard on a no-source view; discarding data that was current,
// then overwriting it; without discard a partly written view keeps the
// untouched host values.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 4096;
  std::vector<int> out(n, -5);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = 2 * i[0]; });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    if (out[i] != 2 * i) { std::printf("FAIL: out[%d]=%d\n", i, out[i]); return 1; }

  // Partial write without discard keeps the other host values.
  std::vector<int> part(n, 9);
  array_view<int, 1> pv(n, part);
  parallel_for_each(extent<1>(n / 2), [=](index<1> i) restrict(amp) { pv[i * 2] = 0; });
  pv.synchronize();
  for (int i = 0; i < n; ++i)
    if (part[i] != (i % 2 ? 9 : 0)) { std::printf("FAIL: part[%d]=%d\n", i, part[i]); return 1; }

  // Discard on a view without a source, 2-D, then fully written.
  array_view<float, 2> m(16, 16);
  m.discard_data();
  parallel_for_each(m.extent, [=](index<2> i) restrict(amp) { m[i] = i[0] + 0.5f * i[1]; });
  if (m(15, 15) != 22.5f || m(3, 2) != 4.0f) { std::printf("FAIL: no-source discard %g %g\n", m(15, 15), m(3, 2)); return 1; }

  // Discarding data that was current: the next full overwrite is still right.
  std::vector<int> again(n, 1);
  array_view<int, 1> av(n, again);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.discard_data();
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = 7; });
  av.synchronize();
  for (int i = 0; i < n; ++i)
    if (again[i] != 7) { std::printf("FAIL: again[%d]=%d\n", i, again[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
