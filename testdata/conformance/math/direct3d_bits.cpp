// direct3d_bits.cpp
//
// Covers: the bit intrinsics of concurrency::direct3d (amp.h; AMP 1.2 spec
// section "Direct3D intrinsics"): countbits, firstbithigh (highest set bit,
// or highest clear bit of a negative value; -1 if none), firstbitlow (-1 if
// none) and reversebits, on edge values (0, 1, -1, INT_MIN, INT_MAX, powers
// of two) and a pseudo-random sweep, against a bit-by-bit CPU loop.
#include <amp.h>
#include <climits>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int ref_firstbithigh(int x) {
  unsigned int u = static_cast<unsigned int>(x < 0 ? ~x : x);
  for (int b = 31; b >= 0; --b)
    if (u & (1u << b))
      return b;
  return -1;
}
static int ref_firstbitlow(int x) {
  for (int b = 0; b < 32; ++b)
    if (static_cast<unsigned int>(x) & (1u << b))
      return b;
  return -1;
}
static unsigned int ref_countbits(unsigned int x) {
  unsigned int c = 0;
  for (int b = 0; b < 32; ++b)
    c += (x >> b) & 1u;
  return c;
}
static unsigned int ref_reversebits(unsigned int x) {
  unsigned int r = 0;
  for (int b = 0; b < 32; ++b)
    if (x & (1u << b))
      r |= 1u << (31 - b);
  return r;
}

int main() {
  std::vector<int> v = {0, 1, -1, 2, -2, INT_MIN, INT_MAX, 0x40000000, 0x00010000, 0x7f, -0x80};
  unsigned int s = 12345u;
  for (int i = 0; i < 300; ++i) {
    s = s * 1664525u + 1013904223u;
    v.push_back(static_cast<int>(s >> (i % 29)));
  }
  const int n = static_cast<int>(v.size());
  std::vector<unsigned int> cb(n), rb(n);
  std::vector<int> fh(n), fl(n);
  array_view<const int, 1> av(n, v);
  array_view<unsigned int, 1> acb(n, cb), arb(n, rb);
  array_view<int, 1> afh(n, fh), afl(n, fl);
  acb.discard_data();
  arb.discard_data();
  afh.discard_data();
  afl.discard_data();
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    const int x = av[i];
    acb[i] = direct3d::countbits(static_cast<unsigned int>(x));
    arb[i] = direct3d::reversebits(static_cast<unsigned int>(x));
    afh[i] = direct3d::firstbithigh(x);
    afl[i] = direct3d::firstbitlow(x);
  });
  acb.synchronize();
  arb.synchronize();
  afh.synchronize();
  afl.synchronize();
  for (int i = 0; i < n; ++i) {
    const unsigned int u = static_cast<unsigned int>(v[i]);
    if (cb[i] != ref_countbits(u) || rb[i] != ref_reversebits(u) ||
        fh[i] != ref_firstbithigh(v[i]) || fl[i] != ref_firstbitlow(v[i])) {
      std::printf("FAIL: x=0x%08x got countbits %u reversebits 0x%08x firstbithigh %d firstbitlow %d"
                  " expected %u 0x%08x %d %d\n",
                  u, cb[i], rb[i], fh[i], fl[i], ref_countbits(u), ref_reversebits(u),
                  ref_firstbithigh(v[i]), ref_firstbitlow(v[i]));
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
