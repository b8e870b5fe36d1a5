// hygiene_generated_names.cpp
//
// Covers (issue 12, item 7): user names equal to the names the translator
// adds to a kernel and its launch: functor objects named `domain`, `idx`
// and `block`, kernel index parameters named `domain`, `block` and `grid`
// (one unused), captured locals named `domain`, `block`, `grid`, `stream`,
// `idx`, `extent` and `functor`, a tiled_extent variable named `domain`, an
// accelerator_view named `stream`, a function already named like the
// generated kernel, and a stored kernel lambda.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct AddOne {
  array_view<int, 1> v;
  void operator()(index<1> i) const restrict(amp) { v[i] += 1; }
};

struct TiledTimesTwo {
  array_view<int, 1> v;
  void operator()(tiled_index<16> t) const restrict(amp) { v[t.global] *= 2; }
};

void functors_named_like_the_translator(array_view<int, 1> v) {
  AddOne domain{v};
  parallel_for_each(v.extent, domain);
  AddOne idx{v};
  parallel_for_each(v.extent, idx);
  TiledTimesTwo block{v};
  parallel_for_each(v.extent.tile<16>(), block);
}

void indices_named_like_the_translator(array_view<int, 1> a, array_view<int, 2> b) {
  parallel_for_each(a.extent, [=](index<1> domain) restrict(amp) { a[domain] += domain[0]; });
  parallel_for_each(b.extent, [=](index<2> block) restrict(amp) { b[block] = block[0] * 10 + block[1]; });
  parallel_for_each(a.extent, [=](index<1> grid) restrict(amp) { a[0] += 0; });
}

void captures_named_like_the_translator(array_view<int, 1> out) {
  const int domain = 1, block = 2, grid = 3, stream = 4, idx = 5, extent = 6, functor = 7;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = domain + block + grid + stream + idx + extent + functor;
  });
}

void tiled_names(array_view<int, 1> out, accelerator_view stream) {
  tiled_extent<16> domain = out.extent.tile<16>();
  int block = 16;
  parallel_for_each(stream, domain, [=](tiled_index<16> grid) restrict(amp) {
    out[grid.global] = grid.tile[0] * block + grid.local[0];
  });
}

int scale_kernel(int x) { return x * 3; }  // the name the translator would pick

void scale(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 3; });
}

void apply_stored(array_view<int, 1> v, int add) {
  auto body = [=](index<1> i) restrict(amp) { v[i] += add; };
  parallel_for_each(v.extent, body);
}

int main() {
  const int n = 64;
  std::vector<int> a(n, 0), b(8 * 6, 0), c(n, 0), d(n, 0), e(n, 1), f(n, 0);
  array_view<int, 1> av(n, a), cv(n, c), dv(n, d), ev(n, e), fv(n, f);
  array_view<int, 2> bv(8, 6, b);
  functors_named_like_the_translator(av);
  indices_named_like_the_translator(cv, bv);
  captures_named_like_the_translator(dv);
  tiled_names(fv, accelerator().default_view);
  scale(ev);
  apply_stored(ev, 1);
  av.synchronize();
  bv.synchronize();
  cv.synchronize();
  dv.synchronize();
  ev.synchronize();
  fv.synchronize();
  for (int i = 0; i < n; ++i) {
    if (a[i] != 4) { std::printf("FAIL: a[%d] = %d\n", i, a[i]); return 1; }
    if (c[i] != i) { std::printf("FAIL: c[%d] = %d\n", i, c[i]); return 1; }
    if (d[i] != 28) { std::printf("FAIL: d[%d] = %d\n", i, d[i]); return 1; }
    if (e[i] != scale_kernel(1) + 1) { std::printf("FAIL: e[%d] = %d\n", i, e[i]); return 1; }
    if (f[i] != i) { std::printf("FAIL: f[%d] = %d\n", i, f[i]); return 1; }
  }
  for (int r = 0; r < 8; ++r)
    for (int col = 0; col < 6; ++col)
      if (b[r * 6 + col] != r * 10 + col) { std::printf("FAIL: b[%d][%d]\n", r, col); return 1; }
  std::printf("PASS\n");
  return 0;
}
