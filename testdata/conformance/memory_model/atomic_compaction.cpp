// atomic_compaction.cpp
//
// Covers (AMP spec 8.2, atomic read-modify-write guarantees): the value
// returned by atomic_fetch_add is unique per call, so it can be used as an
// output slot for stream compaction (each kept element lands in exactly one
// slot); atomic_fetch_max/min over all threads; atomic_exchange leaves
// exactly one thread's value; the final counter equals the number kept.
#include <amp.h>
#include <cstdio>
#include <vector>
#include <algorithm>

using namespace concurrency;

int main() {
  const int n = 20011;
  std::vector<int> in(n), out(n, -1), counter(1, 0), mm(2, 0), ex(1, -1);
  for (int i = 0; i < n; ++i) in[i] = static_cast<int>((i * 2654435761u) >> 11) % 100000;
  mm[0] = -1;
  mm[1] = 1 << 30;
  array_view<const int, 1> iv(n, in);
  array_view<int, 1> ov(n, out), cv(1, counter), mv(2, mm), ev(1, ex);
  parallel_for_each(iv.extent, [=](index<1> i) restrict(amp) {
    int v = iv[i];
    if (v % 3 == 0) {
      int slot = atomic_fetch_add(&cv[0], 1);
      ov[slot] = v;
    }
    atomic_fetch_max(&mv[0], v);
    atomic_fetch_min(&mv[1], v);
    atomic_exchange(&ev[0], i[0]);
  });
  ov.synchronize();
  cv.synchronize();
  mv.synchronize();
  ev.synchronize();
  std::vector<int> kept;
  for (int i = 0; i < n; ++i)
    if (in[i] % 3 == 0) kept.push_back(in[i]);
  if (counter[0] != static_cast<int>(kept.size())) {
    std::printf("FAIL: counter %d expected %zu\n", counter[0], kept.size());
    return 1;
  }
  std::vector<int> got(out.begin(), out.begin() + counter[0]);
  std::sort(got.begin(), got.end());
  std::sort(kept.begin(), kept.end());
  if (got != kept) {
    std::printf("FAIL: compacted multiset differs\n");
    return 1;
  }
  for (int i = counter[0]; i < n; ++i)
    if (out[i] != -1) {
      std::printf("FAIL: out[%d] written (%d)\n", i, out[i]);
      return 1;
    }
  int mx = *std::max_element(in.begin(), in.end()), mn = *std::min_element(in.begin(), in.end());
  if (mm[0] != mx || mm[1] != mn || ex[0] < 0 || ex[0] >= n) {
    std::printf("FAIL: max %d/%d min %d/%d exchange %d\n", mm[0], mx, mm[1], mn, ex[0]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
