// atomic_allocation_2d.cpp
//
// Covers: atomic_fetch_add used as a bump allocator from a 2-D kernel (AMP
// 1.2 spec, "Atomic operations": the returned old value is the thread's
// exclusive offset): each thread of an extent<2> appends a variable number
// of items (0..3) to a shared output buffer at the offset it reserved; the
// total equals the serial count and every item appears exactly once.
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  constexpr int rows = 31, cols = 29;
  constexpr int cap = rows * cols * 3;
  std::vector<int> buffer(cap, -1), top(1, 0);
  array_view<int, 1> vb(cap, buffer), vt(1, top);
  parallel_for_each(extent<2>(rows, cols), [=](index<2> idx) restrict(amp) {
    const int id = idx[0] * cols + idx[1];
    const int k = (idx[0] + 2 * idx[1]) % 4;
    const int at = atomic_fetch_add(&vt[0], k);
    for (int j = 0; j < k; ++j)
      vb[at + j] = id * 4 + j;
  });
  vb.synchronize();
  vt.synchronize();
  std::vector<int> want;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      for (int j = 0; j < (r + 2 * c) % 4; ++j)
        want.push_back((r * cols + c) * 4 + j);
  const int total = static_cast<int>(want.size());
  if (top[0] != total) {
    std::printf("FAIL: allocated %d items expected %d\n", top[0], total);
    return 1;
  }
  std::vector<int> got(buffer.begin(), buffer.begin() + total);
  std::sort(got.begin(), got.end());
  for (int i = 0; i < total; ++i) {
    if (got[i] != want[i]) {
      std::printf("FAIL: sorted item %d got %d expected %d\n", i, got[i], want[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
