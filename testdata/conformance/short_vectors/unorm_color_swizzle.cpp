// unorm_color_swizzle.cpp
//
// Covers: unorm_4 colours with the rgba component and swizzle spellings
// (amp_short_vectors.h): converting BGRA to RGBA through v.bgra, setting
// alpha with set_a, premultiplying with unorm arithmetic (clamped products),
// reading channels through get_r()/get_g()/get_b(), and packing to 8-bit
// channels in a uint; against clamped float arithmetic on the CPU.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static unsigned int to8(float v) { return static_cast<unsigned int>(v * 255.0f + 0.5f); }

int main() {
  constexpr int n = 120;
  std::vector<float_4> bgra(n);
  for (int i = 0; i < n; ++i)
    bgra[i] = float_4(0.01f * i, 0.5f, 1.2f - 0.01f * i, 0.008f * i);  // b, g, r, a (r may exceed 1)
  std::vector<unsigned int> packed(n);
  array_view<const float_4, 1> vb(n, bgra);
  array_view<unsigned int, 1> vp(n, packed);
  vp.discard_data();
  parallel_for_each(vb.extent, [=](index<1> i) restrict(amp) {
    const unorm_4 src(vb[i]);           // clamp to [0, 1]
    unorm_4 rgba;
    rgba.rgba = unorm_4(src.bgra);      // bgra -> rgba
    rgba.set_a(src.a);
    const unorm_4 pre = rgba * unorm_4(rgba.a);  // premultiplied alpha
    const unsigned int r = static_cast<unsigned int>(static_cast<float>(pre.get_r()) * 255.0f + 0.5f);
    const unsigned int g = static_cast<unsigned int>(static_cast<float>(pre.get_g()) * 255.0f + 0.5f);
    const unsigned int b = static_cast<unsigned int>(static_cast<float>(pre.get_b()) * 255.0f + 0.5f);
    const unsigned int a = static_cast<unsigned int>(static_cast<float>(pre.a) * 255.0f + 0.5f);
    vp[i] = (r << 24) | (g << 16) | (b << 8) | a;
  });
  vp.synchronize();
  for (int i = 0; i < n; ++i) {
    auto sat = [](float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); };
    const float b = sat(bgra[i].x), g = sat(bgra[i].y), r = sat(bgra[i].z), a = sat(bgra[i].w);
    const float pr = sat(r * a), pg = sat(g * a), pb = sat(b * a), pa = sat(a * a);
    const unsigned int want = (to8(pr) << 24) | (to8(pg) << 16) | (to8(pb) << 8) | to8(pa);
    if (packed[i] != want) {
      std::printf("FAIL: pixel %d got %08x expected %08x\n", i, packed[i], want);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
