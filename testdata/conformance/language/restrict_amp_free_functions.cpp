// restrict_amp_free_functions.cpp
//
// Covers (AMP spec 2.1-2.3, restriction specifiers): free functions marked
// restrict(amp) called from a kernel, a chain of restrict(amp) helpers calling
// each other, a function declared restrict(amp) before the kernel and defined
// after it, an inline restrict(amp) function, and a restrict(amp) function
// returning void through an output reference.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int scale_later(int v) restrict(amp);

inline int square(int v) restrict(amp) { return v * v; }

int poly(int v) restrict(amp) { return square(v) + 3 * v - 7; }

void split(int v, int& hi, int& lo) restrict(amp) {
  hi = v / 16;
  lo = v % 16;
}

static int host_poly(int v) { return v * v + 3 * v - 7; }

int main() {
  const int n = 1013;
  std::vector<int> in(n), out(n, 0), hi(n, 0), lo(n, 0);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % 211 - 100;

  array_view<const int, 1> a(n, in);
  array_view<int, 1> o(n, out), h(n, hi), l(n, lo);
  o.discard_data();
  h.discard_data();
  l.discard_data();
  parallel_for_each(o.extent, [=](index<1> idx) restrict(amp) {
    int v = a[idx];
    o[idx] = scale_later(poly(v));
    int x, y;
    split(v + 1000, x, y);
    h[idx] = x;
    l[idx] = y;
  });
  o.synchronize();
  h.synchronize();
  l.synchronize();
  for (int i = 0; i < n; ++i) {
    int e = 5 * host_poly(in[i]) - 1;
    if (out[i] != e) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], e);
      return 1;
    }
    if (hi[i] != (in[i] + 1000) / 16 || lo[i] != (in[i] + 1000) % 16) {
      std::printf("FAIL: split[%d] got %d,%d\n", i, hi[i], lo[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}

int scale_later(int v) restrict(amp) { return 5 * v - 1; }
