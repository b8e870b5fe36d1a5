// lambda_mutable_trailing.cpp
//
// Covers: kernel lambdas with the less common lambda syntax:
//  * `mutable` (the kernel modifies its own copy of a captured scalar; the
//    host variable must stay unchanged) with restrict(amp) after mutable,
//  * a trailing return type `-> void` after restrict(amp),
//  * both together: [=](index<2> i) mutable restrict(amp) -> void { ... },
//  * explicit capture lists ([va, vb, k]) instead of [=].
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 513;
  std::vector<int> a(n), b(n, 0);
  for (int i = 0; i < n; ++i) a[i] = i * 2 - 100;

  array_view<const int, 1> va(n, a);
  array_view<int, 1> vb(n, b);
  vb.discard_data();

  int k = 5;
  // mutable: each thread's copy of k changes, never the host's.
  parallel_for_each(vb.extent, [va, vb, k](index<1> i) mutable restrict(amp) {
    k += i[0] % 3;
    vb[i] = va[i] * k;
  });
  vb.synchronize();
  if (k != 5) {
    std::printf("FAIL: host k changed to %d\n", k);
    return 1;
  }
  for (int i = 0; i < n; ++i) {
    int expected = a[i] * (5 + i % 3);
    if (b[i] != expected) {
      std::printf("FAIL: mutable kernel b[%d] got %d expected %d\n", i, b[i], expected);
      return 1;
    }
  }

  // trailing return type
  parallel_for_each(vb.extent, [=](index<1> i) restrict(amp) -> void {
    vb[i] = vb[i] + 1;
  });

  // 2-D, mutable and trailing return type together
  const int R = 19, C = 23;
  std::vector<int> m(R * C, 0);
  array_view<int, 2> vm(R, C, m);
  int bias = 100;
  parallel_for_each(vm.extent, [=](index<2> i) mutable restrict(amp) -> void {
    bias -= i[1];
    vm[i] = bias * 1000 + i[0];
  });
  vm.synchronize();
  vb.synchronize();

  for (int i = 0; i < n; ++i) {
    int expected = a[i] * (5 + i % 3) + 1;
    if (b[i] != expected) {
      std::printf("FAIL: trailing-return kernel b[%d] got %d expected %d\n", i, b[i], expected);
      return 1;
    }
  }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int expected = (100 - c) * 1000 + r;
      if (m[r * C + c] != expected) {
        std::printf("FAIL: m(%d,%d) got %d expected %d\n", r, c, m[r * C + c], expected);
        return 1;
      }
    }
  if (bias != 100) {
    std::printf("FAIL: host bias changed to %d\n", bias);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
