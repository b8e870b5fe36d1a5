// swizzle_subsets.cpp
//
// Covers: swizzle properties that pick a subset of the components, written
// from another vector (AMP short vectors): float_4::xz, ::yw, ::zw, ::wx,
// int_3::xz, ::zy and the rgba forms ::ba, ::gb, ::ar; each write must change
// exactly the named components and leave the others untouched; reads of the
// same properties return the named components in order.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 60;
  std::vector<float_4> rf(n);
  std::vector<int_3> ri(n);
  std::vector<float_4> rr(n);
  array_view<float_4, 1> vf(n, rf), vr(n, rr);
  array_view<int_3, 1> vi(n, ri);
  vf.discard_data();
  vi.discard_data();
  vr.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const float s = static_cast<float>(idx[0]);
    float_4 v(1.0f, 2.0f, 3.0f, 4.0f);
    v.xz = float_2(s, s + 0.5f);          // x, z
    v.wx = float_2(v.x * 2.0f, v.w);      // w = 2s, x = 4
    v.ba = float_2(v.b, v.a + 1.0f);      // b unchanged, a += 1
    vf[idx] = v;
    int_3 k(idx[0], -1, -2);
    k.zy = int_2(k.xz);                   // z = x, y = z(-2)
    k.xz = int_2(k.z * 3, k.x);           // x = 3x, z = x
    vi[idx] = k;
    const float_4 q(10.0f, 20.0f, 30.0f, s);
    const float_2 yw = q.yw, gb = q.gb, ar = q.ar;
    vr[idx] = float_4(yw.x, yw.y, gb.x, gb.y) + float_4(0.0f, 0.0f, 0.0f, (ar.y - 10.0f) + (ar.x - s));  // ar = (a, r) = (s, 10)
  });
  vf.synchronize();
  vi.synchronize();
  vr.synchronize();
  for (int i = 0; i < n; ++i) {
    const float s = static_cast<float>(i);
    const float wf[4] = {4.0f, 2.0f, s + 0.5f, 2.0f * s + 1.0f};
    const int wi[3] = {3 * i, -2, i};
    for (int c = 0; c < 4; ++c) {
      if (rf[i][c] != wf[c]) {
        std::printf("FAIL: float_4 subset writes at %d component %d got %g expected %g\n", i, c, rf[i][c], wf[c]);
        return 1;
      }
    }
    for (int c = 0; c < 3; ++c) {
      if (ri[i][c] != wi[c]) {
        std::printf("FAIL: int_3 subset writes at %d component %d got %d expected %d\n", i, c, ri[i][c], wi[c]);
        return 1;
      }
    }
    if (rr[i].x != 20.0f || rr[i].y != s || rr[i].z != 20.0f || rr[i].w != 30.0f) {
      std::printf("FAIL: subset reads at %d got (%g,%g,%g,%g) expected (20,%g,20,30)\n", i, rr[i].x, rr[i].y, rr[i].z,
                  rr[i].w, s);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
