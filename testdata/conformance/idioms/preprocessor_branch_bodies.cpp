// preprocessor_branch_bodies.cpp
//
// Covers (issue 12, item 6): #if groups that cross a kernel's braces the
// way configurable code bases write them: each branch of an #if/#elif/#else
// ending the launch (`...; });` in every branch), the start of the call
// chosen by #if before the parallel_for_each, a GPU path under #ifdef with
// a CPU loop in the #else, and #if groups wholly inside a kernel body
// (nested ones too). Every branch compiles; the active ones are checked.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#define STEP_TWICE 1
#define MODE_SQUARE 2
#define USE_AMP

void bump(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
#if STEP_TWICE
    av[i] += 2; });
#else
    av[i] += 1; });
#endif
}

void shape(array_view<int, 1> av, int k) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int x = av[i];
#if MODE_SQUARE == 1
    av[i] = x + k;
  });
#elif MODE_SQUARE == 2
    av[i] = x * x + k;
  });
#else
    av[i] = -x;
  });
#endif
}

void pick_domain(array_view<int, 1> small, array_view<int, 1> whole) {
#if defined(ONLY_SMALL)
  parallel_for_each(small.extent,
#else
  parallel_for_each(whole.extent,
#endif
      [=](index<1> i) restrict(amp) { whole[i] = whole[i] * 10 + small[i % small.extent[0]]; });
}

void gpu_or_cpu(array_view<float, 2> m, std::vector<float> &host) {
#ifdef USE_AMP
  parallel_for_each(m.extent, [=](index<2> idx) restrict(amp) {
    m[idx] = static_cast<float>(idx[0] * 100 + idx[1]);
  });
  m.synchronize();
#else
  for (int r = 0; r < m.extent[0]; ++r)
    for (int c = 0; c < m.extent[1]; ++c)
      host[r * m.extent[1] + c] = static_cast<float>(r * 100 + c);
#endif
}

void inner_groups(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int v = i[0];
#ifdef NEVER_DEFINED
    v = -1;
#else
#if STEP_TWICE
    v += 1000;
#endif
#endif
    av[i] = v;
  });
}

int main() {
  const int n = 48;
  std::vector<int> a(n), b(n), c(n), small(4), d(n);
  for (int i = 0; i < n; ++i) { a[i] = i; b[i] = i; c[i] = i; }
  for (int i = 0; i < 4; ++i) small[i] = i + 1;
  array_view<int, 1> av(n, a), bv(n, b), cv(n, c), sv(4, small), dv(n, d);
  bump(av);
  shape(bv, 3);
  pick_domain(sv, cv);
  inner_groups(dv);
  std::vector<float> m(6 * 5);
  array_view<float, 2> mv(6, 5, m);
  gpu_or_cpu(mv, m);
  av.synchronize();
  bv.synchronize();
  cv.synchronize();
  dv.synchronize();
  for (int i = 0; i < n; ++i) {
    if (a[i] != i + 2) { std::printf("FAIL: a[%d] = %d\n", i, a[i]); return 1; }
    if (b[i] != i * i + 3) { std::printf("FAIL: b[%d] = %d\n", i, b[i]); return 1; }
    if (c[i] != i * 10 + (i % 4) + 1) { std::printf("FAIL: c[%d] = %d\n", i, c[i]); return 1; }
    if (d[i] != i + 1000) { std::printf("FAIL: d[%d] = %d\n", i, d[i]); return 1; }
  }
  for (int r = 0; r < 6; ++r)
    for (int col = 0; col < 5; ++col)
      if (m[r * 5 + col] != static_cast<float>(r * 100 + col)) {
        std::printf("FAIL: m[%d][%d] = %f\n", r, col, m[r * 5 + col]);
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
