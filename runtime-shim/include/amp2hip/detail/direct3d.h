// concurrency::direct3d: the HLSL-style intrinsics AMP's amp.h offers,
// generated from the mapping table direct3d_functions.def. The helpers in
// amp2hip::d3d implement each AMP overload with HIP's intrinsics (which the
// host backend provides too); the table's Name becomes a forwarding template
// in concurrency::direct3d (a template, so that it loses ties against ::abs
// and friends after a using-directive).
#ifndef AMP2HIP_DETAIL_DIRECT3D_H
#define AMP2HIP_DETAIL_DIRECT3D_H

#include "amp2hip/config.h"

#include <cmath>

// HIP's intrinsics are device functions: the host pass of hipcc/nvcc uses the
// compiler builtins with the same results (the host backend has both).
#if defined(AMP2HIP_DEVICE_PASS) || defined(AMP2HIP_BACKEND_HOST)
#define AMP2HIP_D3D_INTRINSIC(dev, host) dev
#else
#define AMP2HIP_D3D_INTRINSIC(dev, host) host
#endif

namespace amp2hip {
namespace d3d {

AMP2HIP_HDI unsigned int brev_host(unsigned int x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
}
AMP2HIP_HDI float saturate_host(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }

AMP2HIP_HDI int abs_(int x) { return x < 0 ? -x : x; }
AMP2HIP_HDI float clamp_(float x, float lo, float hi) { return ::fminf(::fmaxf(x, lo), hi); }
AMP2HIP_HDI int clamp_(int x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : x); }
AMP2HIP_HDI unsigned int countbits_(unsigned int x) {
  return static_cast<unsigned int>(
      AMP2HIP_D3D_INTRINSIC(__popc(x), __builtin_popcount(x)));
}
// Bit position (from bit 0) of the highest set bit; for negative values the
// highest clear bit, as HLSL's firstbithigh on signed ints; -1 if none.
AMP2HIP_HDI int firstbithigh_(int x) {
  const unsigned int u = static_cast<unsigned int>(x < 0 ? ~x : x);
  return u == 0 ? -1
                : 31 - AMP2HIP_D3D_INTRINSIC(__clz(static_cast<int>(u)), __builtin_clz(u));
}
// Bit position of the lowest set bit; -1 if none.
AMP2HIP_HDI int firstbitlow_(int x) {
  return AMP2HIP_D3D_INTRINSIC(__ffs(x), __builtin_ffs(x)) - 1;
}
AMP2HIP_HDI int imax_(int a, int b) { return a > b ? a : b; }
AMP2HIP_HDI int imin_(int a, int b) { return a < b ? a : b; }
AMP2HIP_HDI float mad_(float a, float b, float c) { return ::fmaf(a, b, c); }
AMP2HIP_HDI double mad_(double a, double b, double c) { return ::fma(a, b, c); }
AMP2HIP_HDI int mad_(int a, int b, int c) { return a * b + c; }
AMP2HIP_HDI unsigned int mad_(unsigned int a, unsigned int b, unsigned int c) {
  return a * b + c;
}
template <typename T> struct d3d_false { static constexpr bool value = false; };
template <typename T> AMP2HIP_HDI T unsupported(T x) {
  // While amp2hip parses AMP code it reports the use itself, located and
  // with advice (amp2hip-1103, translator/lib/rules/ApiUsageCheck.cpp).
#if !defined(AMP2HIP_TRANSLATING)
  static_assert(d3d_false<T>::value,
                "concurrency::direct3d::noise (Direct3D Perlin noise) has no HIP "
                "equivalent; amp2hip does not support it");
#endif
  return x;
}
AMP2HIP_HDI float radians_(float deg) { return deg * 0.0174532925199432957692f; }
AMP2HIP_HDI float rcp_(float x) { return AMP2HIP_D3D_INTRINSIC(__frcp_rn(x), 1.0f / x); }
AMP2HIP_HDI double rcp_(double x) { return AMP2HIP_D3D_INTRINSIC(__drcp_rn(x), 1.0 / x); }
AMP2HIP_HDI unsigned int reversebits_(unsigned int x) {
  return AMP2HIP_D3D_INTRINSIC(__brev(x), brev_host(x));
}
AMP2HIP_HDI float saturate_(float x) {
  return AMP2HIP_D3D_INTRINSIC(__saturatef(x), saturate_host(x));
}
AMP2HIP_HDI int sign_(int x) { return (x > 0) - (x < 0); }
AMP2HIP_HDI float smoothstep_(float lo, float hi, float x) {
  const float t = saturate_((x - lo) / (hi - lo));
  return t * t * (3.0f - 2.0f * t);
}
AMP2HIP_HDI float step_(float y, float x) { return x >= y ? 1.0f : 0.0f; }
AMP2HIP_HDI unsigned int umax_(unsigned int a, unsigned int b) { return a > b ? a : b; }
AMP2HIP_HDI unsigned int umin_(unsigned int a, unsigned int b) { return a < b ? a : b; }

} // namespace d3d
} // namespace amp2hip

namespace concurrency {
namespace direct3d {

#define AMP2HIP_D3D_ARGS_1 A0 a0
#define AMP2HIP_D3D_ARGS_2 A0 a0, A1 a1
#define AMP2HIP_D3D_ARGS_3 A0 a0, A1 a1, A2 a2
#define AMP2HIP_D3D_CALL_1 a0
#define AMP2HIP_D3D_CALL_2 a0, a1
#define AMP2HIP_D3D_CALL_3 a0, a1, a2
#define AMP2HIP_D3D_TPL_1 typename A0
#define AMP2HIP_D3D_TPL_2 typename A0, typename A1
#define AMP2HIP_D3D_TPL_3 typename A0, typename A1, typename A2
#define AMP2HIP_D3D_FN(Name, Arity, Helper)                                     \
  template <AMP2HIP_D3D_TPL_##Arity>                                           \
  AMP2HIP_HDI auto Name(AMP2HIP_D3D_ARGS_##Arity)                              \
      ->decltype(::amp2hip::d3d::Helper(AMP2HIP_D3D_CALL_##Arity)) {           \
    return ::amp2hip::d3d::Helper(AMP2HIP_D3D_CALL_##Arity);                   \
  }
#include "amp2hip/detail/direct3d_functions.def"
#undef AMP2HIP_D3D_FN
#undef AMP2HIP_D3D_ARGS_1
#undef AMP2HIP_D3D_ARGS_2
#undef AMP2HIP_D3D_ARGS_3
#undef AMP2HIP_D3D_CALL_1
#undef AMP2HIP_D3D_CALL_2
#undef AMP2HIP_D3D_CALL_3
#undef AMP2HIP_D3D_TPL_1
#undef AMP2HIP_D3D_TPL_2
#undef AMP2HIP_D3D_TPL_3
#undef AMP2HIP_D3D_INTRINSIC

} // namespace direct3d
} // namespace concurrency

#endif // AMP2HIP_DETAIL_DIRECT3D_H
