// extent_arithmetic.cpp
//
// Covers (AMP spec 4.2.2, extent operators): extent + index, extent - index,
// extent op int and int op extent for + - * / %, the compound forms += -=
// *= /= %= with an extent, an index and an int, pre/post ++ and --. The same
// arithmetic runs in a restrict(amp) kernel (one thread per case, results to
// an array_view) and on the CPU; both must agree with hand-computed values.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kCases = 16;

// Case c of the arithmetic, for rank 2; valid on host and accelerator.
static extent<2> compute(int c, extent<2> a, index<2> i) restrict(amp, cpu) {
  extent<2> r = a;
  switch (c) {
  case 0: r = a + i; break;
  case 1: r = a - i; break;
  case 2: r = a + 3; break;
  case 3: r = a - 2; break;
  case 4: r = a * 4; break;
  case 5: r = a / 3; break;
  case 6: r = a % 5; break;
  case 7: r = 10 + a; break;
  case 8: r = 100 - a; break;
  case 9: r = 2 * a; break;
  case 10: r = 60 / a; break;
  case 11: r = 17 % a; break;
  case 12: r += i; r -= index<2>(1, 1); r *= 2; break;
  case 13: r /= 2; r %= 4; r += a; break;
  case 14: { extent<2> t = r++; r += t; ++r; } break;
  case 15: { extent<2> t = r--; r -= t; --r; } break;
  }
  return r;
}

int main() {
  const extent<2> a(12, 7);
  const index<2> i(3, 5);
  // Hand-computed expectations, [case][dim].
  const int expected[kCases][2] = {
      {15, 12}, {9, 2},   {15, 10}, {10, 5},  {48, 28}, {4, 2},
      {2, 2},   {22, 17}, {88, 93}, {24, 14}, {5, 8},   {5, 3},
      {28, 22}, {14, 10}, {26, 16}, {-2, -2}};

  std::vector<int> out(kCases * 2, 0);
  array_view<int, 2> ov(kCases, 2, out);
  ov.discard_data();
  parallel_for_each(extent<1>(kCases), [=](index<1> c) restrict(amp) {
    extent<2> r = compute(c[0], a, i);
    ov(c[0], 0) = r[0];
    ov(c[0], 1) = r[1];
  });
  ov.synchronize();

  for (int c = 0; c < kCases; ++c) {
    extent<2> host = compute(c, a, i);
    for (int d = 0; d < 2; ++d) {
      if (host[d] != expected[c][d]) {
        std::printf("FAIL: host case %d dim %d got %d expected %d\n", c, d, host[d], expected[c][d]);
        return 1;
      }
      if (out[c * 2 + d] != expected[c][d]) {
        std::printf("FAIL: kernel case %d dim %d got %d expected %d\n", c, d, out[c * 2 + d], expected[c][d]);
        return 1;
      }
    }
  }
  // Post-increment returns the old value; pre-increment the new one.
  extent<3> e(1, 2, 3);
  extent<3> old = e++;
  extent<3> now = ++e;
  if (old != extent<3>(1, 2, 3) || now != extent<3>(3, 4, 5) || e != now) {
    std::printf("FAIL: extent<3> ++ semantics\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
