// Texel formats for amp2hip's textures (detail/texture.h): the components
// of a texture element, how a texture's bits_per_scalar_element narrows a
// value written to it, and the packed byte layout that copies to and from
// raw memory use (DXGI's: components in order, each bits/8 bytes, no
// padding between texels or rows).
//
// Textures keep their elements unpacked (one value_type per texel) so that
// a kernel reads and writes them like an array; what a narrower format
// changes is visible only through the value a write stores (quantize) and
// through the bytes of a raw copy (pack/unpack).
#ifndef AMP2HIP_DETAIL_TEXTURE_FORMAT_H
#define AMP2HIP_DETAIL_TEXTURE_FORMAT_H

#include "amp2hip/config.h"
#include "amp2hip/detail/short_vectors.h"

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace amp2hip {
namespace detail {

// The scalar type and component count of a texture element.
template <typename T> struct texel {
  typedef typename std::remove_const<T>::type value_type;
  typedef typename concurrency::graphics::short_vector_traits<value_type>::value_type scalar;
  static constexpr int size = concurrency::graphics::short_vector_traits<value_type>::size;

  // Short vectors keep their components contiguous, like an array.
  static AMP2HIP_HDI scalar get(const value_type &v, int i) {
    return reinterpret_cast<const scalar *>(&v)[i];
  }
  static AMP2HIP_HDI void set(value_type &v, int i, scalar s) {
    reinterpret_cast<scalar *>(&v)[i] = s;
  }
};

// What AMP allows as a texture element: 1, 2 or 4 components of int,
// unsigned int, float, norm or unorm; double and double_2.
template <typename T> struct is_texel_type {
  typedef texel<T> tx;
  typedef typename tx::scalar S;
  static constexpr bool scalar_ok =
      std::is_same<S, int>::value || std::is_same<S, unsigned int>::value ||
      std::is_same<S, float>::value || std::is_same<S, concurrency::graphics::norm>::value ||
      std::is_same<S, concurrency::graphics::unorm>::value || std::is_same<S, double>::value;
  static constexpr bool value =
      scalar_ok && (std::is_same<S, double>::value ? tx::size <= 2 : tx::size != 3);
};

// AMP's default bits_per_scalar_element (norm and unorm: 16; double: 64).
template <typename T> AMP2HIP_HDI constexpr unsigned default_bits() {
  typedef typename texel<T>::scalar S;
  return std::is_same<S, double>::value ? 64u
         : (std::is_same<S, concurrency::graphics::norm>::value ||
            std::is_same<S, concurrency::graphics::unorm>::value)
             ? 16u
             : 32u;
}

// The bits a scalar type may be stored in (DXGI formats that exist).
template <typename T> bool valid_bits(unsigned bits) {
  typedef typename texel<T>::scalar S;
  if (std::is_same<S, double>::value)
    return bits == 64;
  if (std::is_same<S, float>::value)
    return bits == 16 || bits == 32;
  if (std::is_same<S, concurrency::graphics::norm>::value ||
      std::is_same<S, concurrency::graphics::unorm>::value)
    return bits == 8 || bits == 16;
  return bits == 8 || bits == 16 || bits == 32;
}

// IEEE binary16, round to nearest even; enough for DXGI's R16_FLOAT.
AMP2HIP_HDI std::uint16_t float_to_half(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  const std::uint32_t sign = (u >> 16) & 0x8000u;
  const std::uint32_t abs = u & 0x7FFFFFFFu;
  if (abs >= 0x7F800000u) // inf or NaN
    return static_cast<std::uint16_t>(sign | 0x7C00u | (abs > 0x7F800000u ? 0x200u : 0u));
  if (abs >= 0x477FF000u) // rounds to >= 65520: overflow
    return static_cast<std::uint16_t>(sign | 0x7C00u);
  if (abs < 0x38800000u) { // below the smallest normal half: subnormal or 0
    if (abs < 0x33000000u)
      return static_cast<std::uint16_t>(sign);
    const std::uint32_t mant = (abs & 0x7FFFFFu) | 0x800000u;
    const int shift = 126 - static_cast<int>(abs >> 23); // 14..24
    std::uint32_t h = mant >> shift;
    const std::uint32_t rest = mant & ((1u << shift) - 1u);
    const std::uint32_t half = 1u << (shift - 1);
    if (rest > half || (rest == half && (h & 1u)))
      ++h;
    return static_cast<std::uint16_t>(sign | h);
  }
  std::uint32_t h = ((abs - 0x38000000u) >> 13);
  const std::uint32_t rest = abs & 0x1FFFu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
    ++h;
  return static_cast<std::uint16_t>(sign | h);
}

AMP2HIP_HDI float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = (static_cast<std::uint32_t>(h) & 0x8000u) << 16;
  const std::uint32_t exp = (h >> 10) & 0x1Fu;
  std::uint32_t mant = h & 0x3FFu;
  std::uint32_t u;
  if (exp == 0x1Fu) {
    u = sign | 0x7F800000u | (mant << 13);
  } else if (exp != 0) {
    u = sign | ((exp + 112u) << 23) | (mant << 13);
  } else if (mant == 0) {
    u = sign;
  } else { // subnormal: normalise
    int e = 113;
    while (!(mant & 0x400u)) {
      mant <<= 1;
      --e;
    }
    u = sign | (static_cast<std::uint32_t>(e) << 23) | ((mant & 0x3FFu) << 13);
  }
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// One scalar in a format of `bits` bits: its stored integer code (for the
// packed layout) and the value the texture then holds.
template <typename S> struct scalar_format;

template <> struct scalar_format<int> {
  static AMP2HIP_HDI long long encode(int v, unsigned bits) {
    // Narrower integer formats saturate, as Direct3D's conversions do.
    if (bits >= 32)
      return v;
    const long long hi = (1LL << (bits - 1)) - 1, lo = -(1LL << (bits - 1));
    return v > hi ? hi : (v < lo ? lo : v);
  }
  static AMP2HIP_HDI int decode(long long c, unsigned) { return static_cast<int>(c); }
};
template <> struct scalar_format<unsigned int> {
  static AMP2HIP_HDI long long encode(unsigned int v, unsigned bits) {
    if (bits >= 32)
      return v;
    const unsigned long long hi = (1ULL << bits) - 1;
    return static_cast<long long>(v > hi ? hi : v);
  }
  static AMP2HIP_HDI unsigned int decode(long long c, unsigned) {
    return static_cast<unsigned int>(c);
  }
};
template <> struct scalar_format<float> {
  static AMP2HIP_HDI long long encode(float v, unsigned bits) {
    if (bits == 16)
      return float_to_half(v);
    std::uint32_t u;
    std::memcpy(&u, &v, 4);
    return u;
  }
  static AMP2HIP_HDI float decode(long long c, unsigned bits) {
    if (bits == 16)
      return half_to_float(static_cast<std::uint16_t>(c));
    const std::uint32_t u = static_cast<std::uint32_t>(c);
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  }
};
template <> struct scalar_format<concurrency::graphics::unorm> {
  static AMP2HIP_HDI long long encode(concurrency::graphics::unorm v, unsigned bits) {
    const float scale = static_cast<float>((1u << bits) - 1u);
    return static_cast<long long>(static_cast<float>(v) * scale + 0.5f);
  }
  static AMP2HIP_HDI concurrency::graphics::unorm decode(long long c, unsigned bits) {
    return concurrency::graphics::unorm(static_cast<float>(c) /
                                        static_cast<float>((1u << bits) - 1u));
  }
};
template <> struct scalar_format<concurrency::graphics::norm> {
  static AMP2HIP_HDI long long encode(concurrency::graphics::norm v, unsigned bits) {
    const float scale = static_cast<float>((1u << (bits - 1)) - 1u);
    const float f = static_cast<float>(v) * scale;
    return static_cast<long long>(f < 0.0f ? f - 0.5f : f + 0.5f);
  }
  static AMP2HIP_HDI concurrency::graphics::norm decode(long long c, unsigned bits) {
    // The most negative code also means -1.
    return concurrency::graphics::norm(static_cast<float>(c) /
                                       static_cast<float>((1u << (bits - 1)) - 1u));
  }
};
template <> struct scalar_format<double> {
  static AMP2HIP_HDI long long encode(double v, unsigned) {
    long long c;
    std::memcpy(&c, &v, 8);
    return c;
  }
  static AMP2HIP_HDI double decode(long long c, unsigned) {
    double d;
    std::memcpy(&d, &c, 8);
    return d;
  }
};

// The value a texture of `bits` bits per scalar holds after `v` is written.
template <typename T> AMP2HIP_HDI T quantize(const T &v, unsigned bits) {
  typedef texel<T> tx;
  typedef typename tx::scalar S;
  if (bits == default_bits<T>() && !std::is_same<S, concurrency::graphics::norm>::value &&
      !std::is_same<S, concurrency::graphics::unorm>::value)
    return v;
  T out = v;
  for (int i = 0; i < tx::size; ++i)
    tx::set(out, i, scalar_format<S>::decode(scalar_format<S>::encode(tx::get(v, i), bits), bits));
  return out;
}

// Bytes of one texel in the packed layout.
template <typename T> std::size_t packed_texel_bytes(unsigned bits) {
  return static_cast<std::size_t>(texel<T>::size) * (bits / 8);
}

// Packs `count` texels into `dst` (packed_texel_bytes each), or back.
template <typename T> void pack(const T *src, std::size_t count, unsigned bits, void *dst) {
  typedef texel<T> tx;
  typedef typename tx::scalar S;
  unsigned char *out = static_cast<unsigned char *>(dst);
  const unsigned bytes = bits / 8;
  for (std::size_t t = 0; t < count; ++t)
    for (int i = 0; i < tx::size; ++i) {
      const long long c = scalar_format<S>::encode(tx::get(src[t], i), bits);
      // Little-endian: the low `bytes` bytes of the code.
      for (unsigned b = 0; b < bytes; ++b)
        *out++ = static_cast<unsigned char>(static_cast<unsigned long long>(c) >> (8 * b));
    }
}

template <typename T> void unpack(const void *src, std::size_t count, unsigned bits, T *dst) {
  typedef texel<T> tx;
  typedef typename tx::scalar S;
  const unsigned char *in = static_cast<const unsigned char *>(src);
  const unsigned bytes = bits / 8;
  const bool is_signed =
      std::is_same<S, int>::value || std::is_same<S, concurrency::graphics::norm>::value;
  for (std::size_t t = 0; t < count; ++t)
    for (int i = 0; i < tx::size; ++i) {
      unsigned long long u = 0;
      for (unsigned b = 0; b < bytes; ++b)
        u |= static_cast<unsigned long long>(*in++) << (8 * b);
      long long c = static_cast<long long>(u);
      if (is_signed && bytes < 8 && (u >> (8 * bytes - 1)) & 1u)
        c -= static_cast<long long>(1ULL << (8 * bytes)); // sign-extend
      tx::set(dst[t], i, scalar_format<S>::decode(c, bits));
    }
}

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_TEXTURE_FORMAT_H
