// preprocessor_local_macros.cpp
//
// Covers (issue 12, item 6): macros #defined inside the function that
// launches, used by the kernel (which HIP needs outside the function): an
// object-like and a function-like macro, a macro continued over lines, a
// tile size macro used in the kernel's tiled_index<>, the same name
// #undef'ed and #defined again with another value between two launches, a
// macro in a member function, a local macro the host code after the launch
// also uses, and a file-scope macro #undef'ed at the end of the function.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

void scale_twice(array_view<int, 1> a, array_view<int, 1> b) {
#define FACTOR 3
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] *= FACTOR; });
#undef FACTOR
#define FACTOR 5
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] *= FACTOR; });
#undef FACTOR
}

int clamp_and_mix(array_view<int, 1> v, int lo, int hi) {
#define CLAMP(x, l, h) ((x) < (l) ? (l) : ((x) > (h) ? (h) : (x)))
#define MIX(x, y)          \
  ((x) * 2 +               \
   (y))
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = MIX(CLAMP(v[i], lo, hi), i[0]);
  });
  v.synchronize();
  return CLAMP(100, lo, hi); // host code after the launch uses them too
#undef MIX
#undef CLAMP
}

#define ROW_TILE 8
void tile_sums(array_view<const int, 1> in, array_view<int, 1> out) {
#define TS 16
  parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
    tile_static int buf[TS];
    buf[t.local[0]] = in[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      int s = 0;
      for (int k = 0; k < TS; ++k) s += buf[k];
      out[t.tile[0]] = s + ROW_TILE;
    }
  });
#undef TS
#undef ROW_TILE
}

struct Shifter {
  int by;
  void run(array_view<int, 1> v) const {
#define SHIFTED(x) ((x) + shift)
    int shift = by;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = SHIFTED(v[i]); });
#undef SHIFTED
  }
};

int main() {
  const int n = 64;
  std::vector<int> a(n, 1), b(n, 1), c(n), in(n), out(n / 16), s(n, 7);
  for (int i = 0; i < n; ++i) { c[i] = i - 10; in[i] = i; }
  array_view<int, 1> av(n, a), bv(n, b), cv(n, c), sv(n, s), ov(n / 16, out);
  array_view<const int, 1> iv(n, in);
  scale_twice(av, bv);
  int host = clamp_and_mix(cv, 0, 40);
  tile_sums(iv, ov);
  Shifter sh{4};
  sh.run(sv);
  av.synchronize();
  bv.synchronize();
  ov.synchronize();
  sv.synchronize();
  if (host != 40) { std::printf("FAIL: host clamp %d\n", host); return 1; }
  for (int i = 0; i < n; ++i) {
    int clamped = i - 10 < 0 ? 0 : (i - 10 > 40 ? 40 : i - 10);
    if (a[i] != 3) { std::printf("FAIL: a[%d] = %d\n", i, a[i]); return 1; }
    if (b[i] != 5) { std::printf("FAIL: b[%d] = %d\n", i, b[i]); return 1; }
    if (c[i] != clamped * 2 + i) { std::printf("FAIL: c[%d] = %d\n", i, c[i]); return 1; }
    if (s[i] != 11) { std::printf("FAIL: s[%d] = %d\n", i, s[i]); return 1; }
  }
  for (int t = 0; t < n / 16; ++t) {
    int e = 8;
    for (int k = 0; k < 16; ++k) e += t * 16 + k;
    if (out[t] != e) { std::printf("FAIL: out[%d] = %d, expected %d\n", t, out[t], e); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
