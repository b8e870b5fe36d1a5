// fetch_max_min.cpp
//
// Covers: concurrency::atomic_fetch_max and atomic_fetch_min on int (signed
// comparison, negative values) and unsigned int (unsigned comparison, values
// above 2^31) (AMP 1.2 spec, "Atomic operations"): per-bucket maxima and
// minima of a data set, against a serial scan.
#include <amp.h>
#include <climits>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int n = 3001;
  constexpr int kBuckets = 13;
  std::vector<int> data(n);
  unsigned int s = 7u;
  for (int i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u;
    data[i] = static_cast<int>(s);  // any sign
  }
  std::vector<int> imax(kBuckets, INT_MIN), imin(kBuckets, INT_MAX);
  std::vector<unsigned int> umax(kBuckets, 0u), umin(kBuckets, 0xffffffffu);
  array_view<const int, 1> vd(n, data);
  array_view<int, 1> vimax(kBuckets, imax), vimin(kBuckets, imin);
  array_view<unsigned int, 1> vumax(kBuckets, umax), vumin(kBuckets, umin);
  parallel_for_each(vd.extent, [=](index<1> i) restrict(amp) {
    const int v = vd[i];
    const int b = i[0] % kBuckets;
    atomic_fetch_max(&vimax[b], v);
    atomic_fetch_min(&vimin[b], v);
    atomic_fetch_max(&vumax[b], static_cast<unsigned int>(v));
    atomic_fetch_min(&vumin[b], static_cast<unsigned int>(v));
  });
  vimax.synchronize();
  vimin.synchronize();
  vumax.synchronize();
  vumin.synchronize();
  for (int b = 0; b < kBuckets; ++b) {
    int wmax = INT_MIN, wmin = INT_MAX;
    unsigned int wumax = 0u, wumin = 0xffffffffu;
    for (int i = b; i < n; i += kBuckets) {
      const unsigned int u = static_cast<unsigned int>(data[i]);
      wmax = data[i] > wmax ? data[i] : wmax;
      wmin = data[i] < wmin ? data[i] : wmin;
      wumax = u > wumax ? u : wumax;
      wumin = u < wumin ? u : wumin;
    }
    if (imax[b] != wmax || imin[b] != wmin || umax[b] != wumax || umin[b] != wumin) {
      std::printf("FAIL: bucket %d got max %d min %d umax %u umin %u expected %d %d %u %u\n", b, imax[b],
                  imin[b], umax[b], umin[b], wmax, wmin, wumax, wumin);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
