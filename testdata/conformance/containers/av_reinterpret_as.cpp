// av_reinterpret_as.cpp
//
// Covers (AMP spec 5.2.5): array_view<T,1>::reinterpret_as<U>() for a
// non-const and a const view: same bytes, extent scaled by sizeof(T) /
// sizeof(U), and sharing in both directions: a kernel writing the
// reinterpreted view changes the original view's elements (and the source
// container), and vice versa. float <-> unsigned bit patterns, and a struct
// of four ints viewed as ints.
#include <amp.h>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;

struct quad {
  int x, y, z, w;
};

int main() {
  std::vector<quad> q(10);
  for (int i = 0; i < 10; ++i) q[i] = quad{i, 2 * i, 3 * i, 4 * i};
  array_view<quad, 1> qv(10, q);
  array_view<int, 1> iv = qv.reinterpret_as<int>();
  if (iv.extent[0] != 40) { std::printf("FAIL: extent %d expected 40\n", iv.extent[0]); return 1; }
  parallel_for_each(iv.extent, [=](index<1> i) restrict(amp) { iv[i] = iv[i] + (i[0] % 4 == 3 ? 100 : 0); });
  parallel_for_each(qv.extent, [=](index<1> i) restrict(amp) { qv[i].x = -qv[i].w; });
  qv.synchronize();
  for (int i = 0; i < 10; ++i)
    if (q[i].x != -(4 * i + 100) || q[i].y != 2 * i || q[i].w != 4 * i + 100) {
      std::printf("FAIL: quad %d = {%d,%d,%d,%d}\n", i, q[i].x, q[i].y, q[i].z, q[i].w);
      return 1;
    }
  if (iv[0] != -100 || iv[3] != 100) { std::printf("FAIL: host view of the reinterpreted data %d %d\n", iv[0], iv[3]); return 1; }

  std::vector<float> f(25);
  for (int i = 0; i < 25; ++i) f[i] = 0.75f * i - 3.0f;
  array_view<float, 1> fv(25, f);
  array_view<unsigned, 1> bits = fv.reinterpret_as<unsigned>();
  parallel_for_each(bits.extent, [=](index<1> i) restrict(amp) { bits[i] ^= 0x80000000u; }); // negate
  fv.synchronize();
  for (int i = 0; i < 25; ++i)
    if (f[i] != -(0.75f * i - 3.0f)) { std::printf("FAIL: f[%d]=%g\n", i, f[i]); return 1; }
  array_view<const float, 1> cf = fv;
  array_view<const unsigned, 1> cbits = cf.reinterpret_as<unsigned>();
  std::vector<unsigned> out(25, 0);
  array_view<unsigned, 1> ov(25, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = cbits[i]; });
  ov.synchronize();
  for (int i = 0; i < 25; ++i) {
    unsigned want;
    std::memcpy(&want, &f[i], 4);
    if (out[i] != want) { std::printf("FAIL: bits[%d]=%08x expected %08x\n", i, out[i], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
