// index_arithmetic.cpp
//
// Covers (AMP spec 4.1.2, index operators): index op index for + and -,
// index op int and int op index for + - * / % (negative components
// included), the compound forms += -= *= /= %= with an index and an int, and
// pre/post ++ and --. Every case runs in a kernel (one thread per case, rank
// 3) and on the CPU through the same restrict(amp, cpu) function, and both
// are compared with hand-computed values.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

constexpr int kCases = 18;

static index<3> compute(int c, index<3> a, index<3> b) restrict(amp, cpu) {
  index<3> r = a;
  switch (c) {
  case 0: r = a + b; break;
  case 1: r = a - b; break;
  case 2: r = a + 2; break;
  case 3: r = a - 4; break;
  case 4: r = a * 3; break;
  case 5: r = a / 2; break;
  case 6: r = a % 3; break;
  case 7: r = 1 + a; break;
  case 8: r = 1 - a; break;
  case 9: r = -2 * a; break;
  case 10: r = 24 / b; break;
  case 11: r = 7 % b; break;
  case 12: r += b; break;
  case 13: r -= b; r *= 2; break;
  case 14: r /= 2; r %= 2; break;
  case 15: r += 1; r -= 3; break;
  case 16: { index<3> old = r++; r += old; } break;
  case 17: { index<3> old = --r; r -= old; r--; } break;
  }
  return r;
}

int main() {
  const index<3> a(6, -5, 9);
  const index<3> b(2, 3, -4);
  const int expected[kCases][3] = {
      {8, -2, 5},   {4, -8, 13},  {8, -3, 11},  {2, -9, 5},   {18, -15, 27}, {3, -2, 4},
      {0, -2, 0},   {7, -4, 10},  {-5, 6, -8},  {-12, 10, -18}, {12, 8, -6},  {1, 1, 3},
      {8, -2, 5},   {8, -16, 26}, {1, 0, 0},    {4, -7, 7},   {13, -9, 19},  {-1, -1, -1}};

  std::vector<int> out(kCases * 3, 0);
  array_view<int, 2> ov(kCases, 3, out);
  ov.discard_data();
  parallel_for_each(extent<1>(kCases), [=](index<1> c) restrict(amp) {
    index<3> r = compute(c[0], a, b);
    for (int d = 0; d < 3; ++d)
      ov(c[0], d) = r[d];
  });
  ov.synchronize();
  for (int c = 0; c < kCases; ++c) {
    index<3> h = compute(c, a, b);
    for (int d = 0; d < 3; ++d) {
      if (h[d] != expected[c][d]) {
        std::printf("FAIL: host case %d dim %d got %d expected %d\n", c, d, h[d], expected[c][d]);
        return 1;
      }
      if (out[c * 3 + d] != expected[c][d]) {
        std::printf("FAIL: kernel case %d dim %d got %d expected %d\n", c, d, out[c * 3 + d], expected[c][d]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
