// iterative_helpers.cpp
//
// Covers (AMP spec 2.4.1: no recursion in amp code): recursion-free
// algorithms written as restrict(amp, cpu) helpers with loops: Euclid's gcd,
// exponentiation by squaring modulo a prime, Collatz step counts with a
// while loop and break, integer square root by bisection, and a do-while.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static int gcd_iter(int a, int b) restrict(amp, cpu) {
  while (b != 0) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static unsigned pow_mod(unsigned base, unsigned exp, unsigned mod) restrict(amp, cpu) {
  unsigned result = 1u;
  base %= mod;
  while (exp > 0u) {
    if (exp & 1u) result = (result * base) % mod;
    base = (base * base) % mod;
    exp >>= 1;
  }
  return result;
}

static int collatz(int v) restrict(amp, cpu) {
  int steps = 0;
  while (true) {
    if (v <= 1) break;
    v = (v % 2 == 0) ? v / 2 : 3 * v + 1;
    if (++steps > 1000) break;
  }
  return steps;
}

static int isqrt(int v) restrict(amp, cpu) {
  int lo = 0, hi = v + 1;
  do {
    int mid = (lo + hi) / 2;
    if (mid * mid <= v)
      lo = mid;
    else
      hi = mid;
  } while (hi - lo > 1);
  return lo;
}

static int combine(int i) restrict(amp, cpu) {
  return gcd_iter(i * 12 + 6, 84) + static_cast<int>(pow_mod(unsigned(i), 13u, 1009u)) +
         collatz(i + 1) * 7 + isqrt(i * 31);
}

int main() {
  const int n = 1500;
  std::vector<int> out(n, 0);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) { ov[idx] = combine(idx[0]); });
  ov.synchronize();
  for (int i = 0; i < n; ++i)
    if (out[i] != combine(i)) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], combine(i));
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
