// preprocessor_kernels.cpp
//
// Covers (issue 12, item 6): the preprocessor around kernels: a lambda head
// and a capture list chosen by #if/#else, an enclosing function whose
// signature is under #if, a #define inside the enclosing function that the
// kernel uses, and launches in dead #if branches (never translated into
// live code).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

#define USE_DOUBLE 0
#define TILE 16

#if USE_DOUBLE
typedef double real;
#else
typedef float real;
#endif

#if USE_DOUBLE
void axpb(array_view<double, 1> v, double a, double b)
#else
void axpb(array_view<float, 1> v, float a, float b)
#endif
{
#define AXPB(x) (a * (x) + b)
  parallel_for_each(v.extent,
#if USE_DOUBLE
                    [=](index<1> i) restrict(amp, cpu) {
#else
                    [=](index<1> i) restrict(amp) {
#endif
                      v[i] = AXPB(v[i]);
                    });
#undef AXPB
}

void tiled_offsets(array_view<int, 1> out, int base) {
  parallel_for_each(out.extent.tile<TILE>(),
#ifdef CAPTURE_ALL_BY_REFERENCE
                    [&](tiled_index<TILE> t) restrict(amp) {
#else
                    [=](tiled_index<TILE> t) restrict(amp) {
#endif
                      out[t.global] = base + t.tile[0] * 1000 + t.local[0];
                    });
}

void dead_branch(array_view<int, 1> out) {
#if 0
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = -1; });
#elif defined(NEVER_DEFINED)
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = -2; });
#else
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = i[0] * i[0]; });
#endif
}

int main() {
  const int n = 64;
  std::vector<real> v(n);
  for (int i = 0; i < n; ++i) v[i] = static_cast<real>(i);
  array_view<real, 1> vv(n, v);
  axpb(vv, 2, 1);
  vv.synchronize();
  std::vector<int> o(n), d(n);
  array_view<int, 1> ov(n, o), dv(n, d);
  tiled_offsets(ov, 5);
  dead_branch(dv);
  ov.synchronize();
  dv.synchronize();
  for (int i = 0; i < n; ++i) {
    if (v[i] != 2 * i + 1) { std::printf("FAIL: v[%d] = %f\n", i, static_cast<double>(v[i])); return 1; }
    if (o[i] != 5 + (i / TILE) * 1000 + i % TILE) { std::printf("FAIL: o[%d] = %d\n", i, o[i]); return 1; }
    if (d[i] != i * i) { std::printf("FAIL: d[%d] = %d\n", i, d[i]); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
