// guard_and_early_return.cpp
//
// Covers: control flow that leaves a kernel early:
//  * an untiled kernel with `if (...) return;` at the top (a guard) and a
//    second return in the middle of a loop,
//  * a kernel whose return is inside a nested if/else,
//  * a tiled kernel that returns early only AFTER its last barrier (returning
//    before a barrier is undefined in AMP),
//  * a kernel lambda that returns from inside a switch.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1111;
  std::vector<int> a(n, -5);
  array_view<int, 1> va(n, a);

  parallel_for_each(va.extent, [=](index<1> i) restrict(amp) {
    if (i[0] % 3 == 0) return;  // leave multiples of 3 untouched
    int acc = 0;
    for (int k = 0; k < 100; ++k) {
      acc += k;
      if (acc > i[0]) {
        va[i] = k;
        return;
      }
    }
    va[i] = -1;
  });
  va.synchronize();
  for (int i = 0; i < n; ++i) {
    int expected = -5;
    if (i % 3 != 0) {
      expected = -1;
      int acc = 0;
      for (int k = 0; k < 100; ++k) {
        acc += k;
        if (acc > i) { expected = k; break; }
      }
    }
    if (a[i] != expected) {
      std::printf("FAIL: untiled a[%d] got %d expected %d\n", i, a[i], expected);
      return 1;
    }
  }

  // nested if/else return and switch return in a 2-D kernel
  const int R = 25, C = 41;
  std::vector<int> m(R * C, 0);
  array_view<int, 2> vm(R, C, m);
  parallel_for_each(vm.extent, [=](index<2> i) restrict(amp) {
    if (i[0] < i[1]) {
      if (i[1] - i[0] > 10) {
        vm[i] = 1;
        return;
      } else {
        vm[i] = 2;
      }
    }
    switch (i[0] % 4) {
      case 0: return;
      case 1: vm[i] += 10; return;
      default: break;
    }
    vm[i] += 100;
  });
  vm.synchronize();
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int e = 0;
      if (r < c) {
        if (c - r > 10) e = 1;
        else e = 2;
      }
      if (!(r < c && c - r > 10)) {
        if (r % 4 == 1) e += 10;
        else if (r % 4 >= 2) e += 100;
      }
      if (m[r * C + c] != e) {
        std::printf("FAIL: 2-D m(%d,%d) got %d expected %d\n", r, c, m[r * C + c], e);
        return 1;
      }
    }

  // tiled: barrier first, then guard with an early return (padded domain)
  std::vector<int> t_out(n, 0);
  array_view<const int, 1> src(n, a);
  array_view<int, 1> vt(n, t_out);
  vt.discard_data();
  parallel_for_each(vt.extent.tile<128>().pad(), [=](tiled_index<128> t) restrict(amp) {
    tile_static int s[128];
    const int g = t.global[0];
    s[t.local[0]] = g < src.extent[0] ? src[g] : 0;
    t.barrier.wait();
    if (g >= vt.extent[0]) return;  // after the last barrier: fine
    if (t.local[0] == 127) {
      vt[g] = s[0];
      return;
    }
    vt[g] = s[t.local[0] + 1] - s[t.local[0]];
  });
  vt.synchronize();
  for (int i = 0; i < n; ++i) {
    int l = i % 128, base = i - l;
    int next = (i + 1 < n) ? a[i + 1] : 0;
    int e = (l == 127) ? a[base] : next - a[i];
    if (t_out[i] != e) {
      std::printf("FAIL: tiled t_out[%d] got %d expected %d\n", i, t_out[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
