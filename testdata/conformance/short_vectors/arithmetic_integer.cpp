// arithmetic_integer.cpp
//
// Covers: the integer-only operators of int_2/3/4 and uint_2/3/4 (AMP short
// vectors): % & | ^ << >> and ~, with their compound forms %= &= |= ^= <<=
// >>=, plus + - * with unsigned wrap-around, component-wise against the
// same integer expressions on the CPU.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 173;
  std::vector<int_4> ri(n);
  std::vector<uint_3> ru(n);
  array_view<int_4, 1> vi(n, ri);
  array_view<uint_3, 1> vu(n, ru);
  vi.discard_data();
  vu.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    int_4 a(i * 7 + 1, -i * 3 - 2, i * i + 5, 1000 - i);
    int_4 b(3, 5, 7, 11);
    int_4 r = (a % b) + ((a & int_4(0xff)) ^ (a | b)) - (~a) + (b << int_4(2)) + (a >> int_4(1));
    r %= int_4(1009);
    r &= int_4(0x7fffffff);
    r |= int_4(1, 2, 4, 8);
    r ^= int_4(i);
    r <<= int_4(1);
    r >>= int_4(1, 0, 1, 0);
    vi[idx] = r;
    uint_3 u(static_cast<unsigned int>(i), 0xfffffff0u, 3u);
    u = u * uint_3(2654435761u) + uint_3(17u) - uint_3(100u);
    u ^= ~u >> uint_3(3);
    vu[idx] = u;
  });
  vi.synchronize();
  vu.synchronize();
  for (int i = 0; i < n; ++i) {
    const int a[4] = {i * 7 + 1, -i * 3 - 2, i * i + 5, 1000 - i};
    const int b[4] = {3, 5, 7, 11};
    const int orv[4] = {1, 2, 4, 8};
    const int shr[4] = {1, 0, 1, 0};
    for (int c = 0; c < 4; ++c) {
      int r = (a[c] % b[c]) + ((a[c] & 0xff) ^ (a[c] | b[c])) - (~a[c]) + (b[c] << 2) + (a[c] >> 1);
      r %= 1009;
      r &= 0x7fffffff;
      r |= orv[c];
      r ^= i;
      r <<= 1;
      r >>= shr[c];
      if (ri[i][c] != r) {
        std::printf("FAIL: int_4 at %d component %d got %d expected %d\n", i, c, ri[i][c], r);
        return 1;
      }
    }
    const unsigned int u0[3] = {static_cast<unsigned int>(i), 0xfffffff0u, 3u};
    for (int c = 0; c < 3; ++c) {
      unsigned int u = u0[c] * 2654435761u + 17u - 100u;
      u ^= ~u >> 3;
      if (ru[i][c] != u) {
        std::printf("FAIL: uint_3 at %d component %d got %u expected %u\n", i, c, ru[i][c], u);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
