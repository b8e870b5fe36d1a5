// uint_vectors_wrap.cpp
//
// Covers: uint_2/uint_3/uint_4 arithmetic with unsigned wrap-around (AMP
// short vectors follow the element type's C++ semantics): subtraction below
// zero, multiplication overflow, unary minus (2^32 - x), ++ past 0xffffffff,
// shifts by up to 31, % and /; component-wise against unsigned arithmetic on
// the CPU.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 129;
  std::vector<uint_4> out(n);
  array_view<uint_4, 1> vo(n, out);
  vo.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const unsigned int i = static_cast<unsigned int>(idx[0]);
    uint_4 a(i, 0xffffffffu - i, i * 0x01000193u, 7u);
    uint_4 b(i + 1u, 3u, 0x811c9dc5u, i % 31u);
    uint_4 r = a - b;
    r = r * uint_4(0x9e3779b1u) + (-a);
    ++r;
    r = (r << (b % uint_4(32u))) ^ (r >> uint_4(7u));
    r = r / uint_4(3u, 5u, 7u, 11u) + r % uint_4(13u);
    vo[idx] = r;
  });
  vo.synchronize();
  for (int k = 0; k < n; ++k) {
    const unsigned int i = static_cast<unsigned int>(k);
    const unsigned int a[4] = {i, 0xffffffffu - i, i * 0x01000193u, 7u};
    const unsigned int b[4] = {i + 1u, 3u, 0x811c9dc5u, i % 31u};
    const unsigned int d[4] = {3u, 5u, 7u, 11u};
    for (int c = 0; c < 4; ++c) {
      unsigned int r = a[c] - b[c];
      r = r * 0x9e3779b1u + (0u - a[c]);
      ++r;
      r = (r << (b[c] % 32u)) ^ (r >> 7u);
      r = r / d[c] + r % 13u;
      if (out[k][c] != r) {
        std::printf("FAIL: uint_4 at %d component %d got %u expected %u\n", k, c, out[k][c], r);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
