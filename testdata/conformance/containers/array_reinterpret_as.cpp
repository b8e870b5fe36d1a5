// array_reinterpret_as.cpp
//
// Covers (AMP spec 5.1.5): array::reinterpret_as<U>() (non-const and const):
// a rank-1 view of the same bytes as another element type. An array of
// 2-int structs is reinterpreted as ints and written in a kernel; the
// structs see the writes. An array<float> is reinterpreted as unsigned and
// the bit patterns match the CPU's; the element count is
// size * sizeof(T) / sizeof(U).
#include <amp.h>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

struct pair_i {
  int a, b;
};

int main() {
  array<pair_i, 2> pairs(3, 5);
  array_view<int, 1> ints = pairs.reinterpret_as<int>();
  if (ints.extent[0] != 30) {
    std::printf("FAIL: reinterpret extent %d expected 30\n", ints.extent[0]);
    return 1;
  }
  parallel_for_each(ints.extent, [=](index<1> i) restrict(amp) { ints[i] = i[0] % 2 ? -i[0] : i[0]; });
  parallel_for_each(pairs.extent, [&pairs](index<2> i) restrict(amp) { pairs[i].a += 1000; });
  std::vector<pair_i> back = pairs;
  for (int k = 0; k < 15; ++k)
    if (back[k].a != 2 * k + 1000 || back[k].b != -(2 * k + 1)) {
      std::printf("FAIL: pair %d got {%d,%d} expected {%d,%d}\n", k, back[k].a, back[k].b, 2 * k + 1000, -(2 * k + 1));
      return 1;
    }
  ints.synchronize();
  if (ints[0] != 1000 || ints[1] != -1) {
    std::printf("FAIL: reinterpreted view did not see the array kernel: %d %d\n", ints[0], ints[1]);
    return 1;
  }

  std::vector<float> f(17);
  for (int i = 0; i < 17; ++i) f[i] = 1.5f * i - 4.0f;
  array<float, 1> fa(17, f.begin());
  const array<float, 1> &cfa = fa;
  array_view<const unsigned, 1> bits = cfa.reinterpret_as<unsigned>();
  std::vector<unsigned> out(17, 0);
  array_view<unsigned, 1> ov(17, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = bits[i] ^ 0x80000000u; });
  ov.synchronize();
  for (int i = 0; i < 17; ++i) {
    float neg = -f[i];
    unsigned want;
    std::memcpy(&want, &neg, sizeof want);
    if (out[i] != want) {
      std::printf("FAIL: bits[%d] got %08x expected %08x\n", i, out[i], want);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
