// concurrency::direct3d: the HLSL-style intrinsics AMP's amp.h offers
// (mad, clamp, rcp, saturate, bit counting, ...). On the device they use
// HIP's intrinsics; on the host, compiler builtins with the same results.
#ifndef AMP2HIP_DETAIL_DIRECT3D_H
#define AMP2HIP_DETAIL_DIRECT3D_H

#include "amp2hip/config.h"

namespace concurrency {
namespace direct3d {

// A template so that it loses ties against ::abs after a using-directive.
template <int = 0> AMP2HIP_HDI int abs(int x) { return x < 0 ? -x : x; }
AMP2HIP_HDI float clamp(float x, float lo, float hi) {
  return x < lo ? lo : (x > hi ? hi : x);
}
AMP2HIP_HDI int clamp(int x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : x); }
AMP2HIP_HDI unsigned int countbits(unsigned int x) {
#if defined(AMP2HIP_DEVICE_PASS)
  return static_cast<unsigned int>(__popc(x));
#else
  return static_cast<unsigned int>(__builtin_popcount(x));
#endif
}
// Bit position (from bit 0) of the highest set bit; for negative values the
// highest clear bit, as HLSL's firstbithigh on signed ints; -1 if none.
AMP2HIP_HDI int firstbithigh(int x) {
  unsigned int u = static_cast<unsigned int>(x < 0 ? ~x : x);
  if (u == 0)
    return -1;
#if defined(AMP2HIP_DEVICE_PASS)
  return 31 - __clz(static_cast<int>(u));
#else
  return 31 - __builtin_clz(u);
#endif
}
// Bit position of the lowest set bit; -1 if none.
AMP2HIP_HDI int firstbitlow(int x) {
#if defined(AMP2HIP_DEVICE_PASS)
  return __ffs(x) - 1;
#else
  return __builtin_ffs(x) - 1;
#endif
}
AMP2HIP_HDI int imax(int a, int b) { return a > b ? a : b; }
AMP2HIP_HDI int imin(int a, int b) { return a < b ? a : b; }
AMP2HIP_HDI unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
AMP2HIP_HDI unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
AMP2HIP_HDI float mad(float a, float b, float c) { return a * b + c; }
AMP2HIP_HDI double mad(double a, double b, double c) { return a * b + c; }
AMP2HIP_HDI int mad(int a, int b, int c) { return a * b + c; }
AMP2HIP_HDI unsigned int mad(unsigned int a, unsigned int b, unsigned int c) {
  return a * b + c;
}
AMP2HIP_HDI float radians(float deg) { return deg * 0.0174532925199432957692f; }
AMP2HIP_HDI float rcp(float x) { return 1.0f / x; }
AMP2HIP_HDI double rcp(double x) { return 1.0 / x; }
AMP2HIP_HDI unsigned int reversebits(unsigned int x) {
#if defined(AMP2HIP_DEVICE_PASS)
  return __brev(x);
#else
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
#endif
}
AMP2HIP_HDI float saturate(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
AMP2HIP_HDI int sign(int x) { return (x > 0) - (x < 0); }
AMP2HIP_HDI float smoothstep(float lo, float hi, float x) {
  const float t = saturate((x - lo) / (hi - lo));
  return t * t * (3.0f - 2.0f * t);
}
AMP2HIP_HDI float step(float y, float x) { return x >= y ? 1.0f : 0.0f; }

} // namespace direct3d
} // namespace concurrency

#endif // AMP2HIP_DETAIL_DIRECT3D_H
