// formats_and_raw_copies.cpp
//
// Covers: bits_per_scalar_element (8- and 16-bit int and unsigned, 16-bit
// float, 8-bit unorm_4 and 16-bit norm) and what it changes: the packed
// byte layout of texture(extent, void*, bytes, bits), copy(void*, bytes,
// texture) and copy(texture, void*, bytes); data_length; values written
// by a kernel with set() narrowed to the format (integers saturate, unorm
// and norm round to the nearest code, float rounds to half precision);
// get_bits_per_scalar_element; the default formats (32 bits; double 64).
#include <amp.h>
#include <amp_graphics.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

#define CHECK(cond, ...)                  \
  do {                                    \
    if (!(cond)) {                        \
      std::printf("FAIL: " __VA_ARGS__);  \
      std::printf("\n");                  \
      return 1;                           \
    }                                     \
  } while (0)

int main() {
  // 8-bit unsigned RGBA image in, brightened by a kernel, packed bytes out.
  const int h = 5, w = 7;
  std::vector<std::uint8_t> rgba(h * w * 4);
  for (int i = 0; i < h * w * 4; ++i)
    rgba[i] = (std::uint8_t)((i * 29) % 256);
  texture<unorm_4, 2> img(extent<2>(h, w), rgba.data(), (unsigned)rgba.size(), 8u);
  CHECK(img.bits_per_scalar_element == 8u && img.get_bits_per_scalar_element() == 8u,
        "unorm_4 bits %u", img.bits_per_scalar_element);
  CHECK(img.data_length == (unsigned)rgba.size(), "data_length %u", img.data_length);
  texture<unorm_4, 2> bright(extent<2>(h, w), 8u);
  parallel_for_each(img.extent, [&img, &bright](index<2> i) restrict(amp) {
    unorm_4 p = img[i];
    bright.set(i, unorm_4(unorm(p.x * 1.5f), unorm(p.y * 1.5f), unorm(p.z * 1.5f), p.w));
  });
  std::vector<std::uint8_t> out(rgba.size());
  copy(bright, out.data(), (unsigned)out.size());
  for (int i = 0; i < h * w * 4; ++i) {
    int want = rgba[i];
    if (i % 4 != 3) {
      float f = rgba[i] / 255.0f * 1.5f;
      f = f > 1.0f ? 1.0f : f;
      want = (int)(f * 255.0f + 0.5f);
    }
    CHECK(std::abs(out[i] - want) <= 1, "unorm_4 byte %d: got %d, want %d", i, out[i], want);
  }

  // 8- and 16-bit signed integers: writes saturate to the format's range.
  const int n = 64;
  texture<int, 1> i8(n, 8u), i16(n, 16u);
  texture<unsigned int, 1> u8(n, 8u);
  parallel_for_each(extent<1>(n), [&](index<1> i) restrict(amp) {
    int v = (i[0] - 32) * 9;          // -288 .. 279
    i8.set(i, v);
    i16.set(i, v * 1000);             // beyond +-32767 at the ends
    u8.set(i, (unsigned)(i[0] * 5));  // 0 .. 315
  });
  std::vector<std::int8_t> r8(n);
  std::vector<std::int16_t> r16(n);
  std::vector<std::uint8_t> ru8(n);
  copy(i8, r8.data(), n);
  copy(i16, r16.data(), n * 2);
  copy(u8, ru8.data(), n);
  std::vector<int> back(n);
  copy(i8, back.begin());  // typed read-back: the stored (narrowed) values
  for (int i = 0; i < n; ++i) {
    int v = (i - 32) * 9;
    int s8 = v > 127 ? 127 : (v < -128 ? -128 : v);
    int s16 = v * 1000 > 32767 ? 32767 : (v * 1000 < -32768 ? -32768 : v * 1000);
    int su8 = i * 5 > 255 ? 255 : i * 5;
    CHECK(r8[i] == s8 && back[i] == s8, "int 8-bit %d: got %d/%d, want %d", i, r8[i], back[i], s8);
    CHECK(r16[i] == s16, "int 16-bit %d: got %d, want %d", i, r16[i], s16);
    CHECK(ru8[i] == su8, "unsigned 8-bit %d: got %d, want %d", i, ru8[i], su8);
  }

  // 16-bit float: half precision (11 significant bits) and its bit pattern.
  std::vector<float> src(n);
  for (int i = 0; i < n; ++i)
    src[i] = 1.0f + i / 3000.0f;  // steps smaller than half's 1/1024
  texture<float, 1> h16(n, 16u);
  texture<float, 1> h16_in(n, src.begin(), src.end());
  parallel_for_each(extent<1>(n), [&](index<1> i) restrict(amp) { h16.set(i, h16_in[i]); });
  std::vector<std::uint16_t> bits(n);
  copy(h16, bits.data(), n * 2);
  std::vector<float> halves(n);
  copy(h16, halves.begin());
  for (int i = 0; i < n; ++i) {
    float want = std::nearbyint((src[i] - 1.0f) * 1024.0f) / 1024.0f + 1.0f;
    CHECK(halves[i] == want, "half %d: got %.8g, want %.8g", i, halves[i], want);
    unsigned want_bits = 0x3C00u + (unsigned)std::nearbyint((src[i] - 1.0f) * 1024.0f);
    CHECK(bits[i] == want_bits, "half bits %d: got %04x, want %04x", i, bits[i], want_bits);
  }

  // 16-bit norm from raw codes, read in a kernel as floats.
  std::vector<std::int16_t> codes = {-32768, -32767, -16384, 0, 1, 16384, 32767, 100};
  const int m = (int)codes.size();
  texture<norm, 1> nt(extent<1>(m), codes.data(), (unsigned)(m * 2), 16u);
  std::vector<float> nf(m);
  array_view<float, 1> nv(m, nf);
  parallel_for_each(nv.extent, [=, &nt](index<1> i) restrict(amp) { nv[i] = nt[i]; });
  nv.synchronize();
  for (int i = 0; i < m; ++i) {
    float want = codes[i] / 32767.0f;
    want = want < -1.0f ? -1.0f : want;
    CHECK(std::fabs(nf[i] - want) < 1e-6f, "norm %d: got %g, want %g", i, nf[i], want);
  }

  // Defaults: 32 bits per scalar; double is 64.
  texture<float_2, 2> f2(3, 4);
  texture<double, 1> d1(10);
  CHECK(f2.bits_per_scalar_element == 32u && f2.data_length == 3u * 4u * 8u,
        "float_2 default: bits %u length %u", f2.bits_per_scalar_element, f2.data_length);
  CHECK(d1.bits_per_scalar_element == 64u && d1.data_length == 80u, "double default");

  // A format that does not exist is an error.
  bool threw = false;
  try {
    texture<float, 1> bad(16, 8u);
  } catch (const runtime_exception&) {
    threw = true;
  }
  CHECK(threw, "8-bit float texture was accepted");
  std::printf("PASS\n");
  return 0;
}
