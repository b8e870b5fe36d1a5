// av_data_pointer.cpp
//
// Covers (AMP spec 5.2, AMP 1.2): array_view::data() on the host: for a view
// over a container it points at the container's element (current after a
// kernel, no explicit synchronize); for a no-source view it gives row-major
// contiguous storage; for a const view a const T*; for a rank-1 section it
// points at the section's first element. Host writes through data() are
// seen by the next kernel.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> d(50, 0);
  array_view<int, 1> v(50, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 3 * i[0]; });
  int *p = v.data();
  if (p != d.data()) { std::printf("FAIL: data() is not the container's storage\n"); return 1; }
  for (int i = 0; i < 50; ++i)
    if (p[i] != 3 * i) { std::printf("FAIL: p[%d]=%d\n", i, p[i]); return 1; }
  int *s = v.section(10, 5).data();
  if (s != d.data() + 10 || s[2] != 36) { std::printf("FAIL: section data()\n"); return 1; }
  p[0] = 1000;
  v.refresh();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
  const int *cp = array_view<const int, 1>(v).data();
  if (cp[0] != 1001 || cp[49] != 148) { std::printf("FAIL: const data() %d %d\n", cp[0], cp[49]); return 1; }

  array_view<float, 2> m(3, 4);
  parallel_for_each(m.extent, [=](index<2> i) restrict(amp) { m[i] = i[0] * 4 + i[1] + 0.5f; });
  float *mp = m.data();
  for (int k = 0; k < 12; ++k)
    if (mp[k] != k + 0.5f) { std::printf("FAIL: no-source data()[%d]=%g\n", k, mp[k]); return 1; }
  std::printf("PASS\n");
  return 0;
}
