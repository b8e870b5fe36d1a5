// Host backend: device atomics under contention across blocks, and the
// device math functions and intrinsics.
#include "host_test_helpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

using amp2hip_test::device_alloc;
using amp2hip_test::to_device;
using amp2hip_test::to_host;

__global__ void histogram(const unsigned *data, int n, unsigned *bins,
                          int nbins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i] % nbins], 1u);
}

TEST(HostAtomics, HistogramAcrossManyBlocks) {
  const int n = 1 << 20, nbins = 7;
  std::vector<unsigned> h(n);
  std::vector<unsigned> expect(nbins, 0);
  for (int i = 0; i < n; ++i) {
    h[i] = static_cast<unsigned>(i) * 2654435761u;
    ++expect[h[i] % nbins];
  }
  unsigned *d = to_device(h), *bins = device_alloc<unsigned>(nbins);
  hipMemset(bins, 0, nbins * sizeof(unsigned));
  hipLaunchKernelGGL(histogram, dim3((n + 255) / 256), dim3(256), 0, 0, d, n,
                     bins, nbins);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(to_host(bins, nbins), expect);
  hipFree(d);
  hipFree(bins);
}

struct Totals {
  int i_add, i_sub, i_min, i_max;
  unsigned u_add, u_and, u_or, u_xor;
  unsigned long long ull_add, ull_max;
  float f_add;
  double d_add;
  int cas_counter;
  unsigned inc, dec;
};

__global__ void contended(Totals *t) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  atomicAdd(&t->i_add, 1);
  atomicSub(&t->i_sub, 2);
  atomicMin(&t->i_min, -i);
  atomicMax(&t->i_max, i);
  atomicAdd(&t->u_add, 3u);
  atomicAnd(&t->u_and, ~(1u << (i % 32)));
  atomicOr(&t->u_or, 1u << (i % 32));
  atomicXor(&t->u_xor, 1u << (i % 4));
  atomicAdd(&t->ull_add, 1ull << 33);
  atomicMax(&t->ull_max, static_cast<unsigned long long>(i) << 40);
  atomicAdd(&t->f_add, 0.5f);
  atomicAdd(&t->d_add, 0.25);
  // A CAS-based increment, the usual way to build other atomics.
  int old = atomicAdd(&t->cas_counter, 0), seen;
  while ((seen = atomicCAS(&t->cas_counter, old, old + 1)) != old)
    old = seen;
  atomicInc(&t->inc, 99u);
  atomicDec(&t->dec, 99u);
}

TEST(HostAtomics, AllOperationsUnderContention) {
  const int blocks = 256, threads = 256, n = blocks * threads;
  Totals init{};
  init.i_min = 0;
  init.i_max = -1;
  init.u_and = ~0u;
  Totals *d = device_alloc<Totals>(1);
  hipMemcpy(d, &init, sizeof(Totals), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(contended, blocks, threads, 0, 0, d);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  Totals r = to_host(d, 1)[0];
  EXPECT_EQ(r.i_add, n);
  EXPECT_EQ(r.i_sub, -2 * n);
  EXPECT_EQ(r.i_min, -(n - 1));
  EXPECT_EQ(r.i_max, n - 1);
  EXPECT_EQ(r.u_add, 3u * n);
  EXPECT_EQ(r.u_and, 0u);
  EXPECT_EQ(r.u_or, ~0u);
  EXPECT_EQ(r.u_xor, 0u); // each bit toggled n/4 times, an even number
  EXPECT_EQ(r.ull_add, static_cast<unsigned long long>(n) << 33);
  EXPECT_EQ(r.ull_max, static_cast<unsigned long long>(n - 1) << 40);
  EXPECT_EQ(r.f_add, 0.5f * n); // exact: small integers and halves
  EXPECT_EQ(r.d_add, 0.25 * n);
  EXPECT_EQ(r.cas_counter, n);
  EXPECT_EQ(r.inc, static_cast<unsigned>(n % 100));
  // dec from 0 wraps to 99, then counts down: after n steps, 99 - (n-1)%100.
  EXPECT_EQ(r.dec, static_cast<unsigned>(99 - (n - 1) % 100));
  hipFree(d);
}

TEST(HostAtomics, ReturnOldValueAndWrapSemantics) {
  int i = 5;
  EXPECT_EQ(atomicAdd(&i, 3), 5);
  EXPECT_EQ(atomicExch(&i, 42), 8);
  EXPECT_EQ(atomicCAS(&i, 41, 7), 42); // no swap
  EXPECT_EQ(i, 42);
  EXPECT_EQ(atomicCAS(&i, 42, 7), 42);
  EXPECT_EQ(i, 7);
  float f = 1.5f;
  EXPECT_EQ(atomicExch(&f, 2.5f), 1.5f);
  EXPECT_EQ(atomicAdd(&f, 1.0f), 2.5f);
  EXPECT_EQ(f, 3.5f);
  unsigned long long u = 10;
  EXPECT_EQ(atomicExch(&u, 11ull), 10ull);
  EXPECT_EQ(atomicCAS(&u, 11ull, 12ull), 11ull);
  EXPECT_EQ(u, 12ull);
  unsigned c = 3;
  EXPECT_EQ(atomicInc(&c, 3u), 3u); // old >= limit -> 0
  EXPECT_EQ(c, 0u);
  EXPECT_EQ(atomicInc(&c, 3u), 0u);
  EXPECT_EQ(c, 1u);
  c = 0;
  EXPECT_EQ(atomicDec(&c, 5u), 0u); // 0 -> limit
  EXPECT_EQ(c, 5u);
  c = 9;
  EXPECT_EQ(atomicDec(&c, 5u), 9u); // above limit -> limit
  EXPECT_EQ(c, 5u);
  EXPECT_EQ(atomicDec(&c, 5u), 5u);
  EXPECT_EQ(c, 4u);
  unsigned m = 10;
  EXPECT_EQ(atomicMin(&m, 4u), 10u);
  EXPECT_EQ(atomicMax(&m, 8u), 4u);
  EXPECT_EQ(m, 8u);
}

TEST(HostMath, FloatFunctions) {
  EXPECT_FLOAT_EQ(rsqrtf(4.0f), 0.5f);
  EXPECT_DOUBLE_EQ(rsqrt(16.0), 0.25);
  EXPECT_FLOAT_EQ(rcbrtf(8.0f), 0.5f);
  EXPECT_FLOAT_EQ(sqrtf(9.0f), 3.0f);
  EXPECT_FLOAT_EQ(expf(0.0f), 1.0f);
  EXPECT_FLOAT_EQ(exp2f(3.0f), 8.0f);
  EXPECT_FLOAT_EQ(exp10f(2.0f), 100.0f);
  EXPECT_FLOAT_EQ(log2f(8.0f), 3.0f);
  EXPECT_FLOAT_EQ(fmaf(2.0f, 3.0f, 1.0f), 7.0f);
  float s, c;
  sincosf(0.0f, &s, &c);
  EXPECT_FLOAT_EQ(s, 0.0f);
  EXPECT_FLOAT_EQ(c, 1.0f);
  sincospif(0.5f, &s, &c);
  EXPECT_FLOAT_EQ(s, 1.0f);
  EXPECT_NEAR(c, 0.0f, 1e-6f);
  EXPECT_FLOAT_EQ(fdividef(1.0f, 4.0f), 0.25f);
}

TEST(HostMath, Intrinsics) {
  EXPECT_NEAR(__expf(1.0f), 2.7182817f, 1e-5f);
  EXPECT_NEAR(__logf(2.7182817f), 1.0f, 1e-5f);
  EXPECT_FLOAT_EQ(__log2f(8.0f), 3.0f);
  EXPECT_FLOAT_EQ(__log10f(1000.0f), 3.0f);
  EXPECT_NEAR(__sinf(0.5f), std::sin(0.5f), 1e-6f);
  EXPECT_NEAR(__cosf(0.5f), std::cos(0.5f), 1e-6f);
  EXPECT_NEAR(__tanf(0.5f), std::tan(0.5f), 1e-6f);
  EXPECT_FLOAT_EQ(__powf(2.0f, 10.0f), 1024.0f);
  EXPECT_FLOAT_EQ(__fdividef(3.0f, 4.0f), 0.75f);
  EXPECT_FLOAT_EQ(__fsqrt_rn(2.25f), 1.5f);
  EXPECT_FLOAT_EQ(__frsqrt_rn(0.25f), 2.0f);
  EXPECT_FLOAT_EQ(__frcp_rn(4.0f), 0.25f);
  EXPECT_FLOAT_EQ(__fmul_rn(1.5f, 2.0f), 3.0f);
  EXPECT_FLOAT_EQ(__fadd_rn(1.5f, 2.0f), 3.5f);
  EXPECT_FLOAT_EQ(__fmaf_rn(2.0f, 3.0f, 0.5f), 6.5f);
  EXPECT_EQ(__saturatef(-1.0f), 0.0f);
  EXPECT_EQ(__saturatef(0.25f), 0.25f);
  EXPECT_EQ(__saturatef(7.0f), 1.0f);
  EXPECT_EQ(__saturatef(NAN), 0.0f);
  EXPECT_EQ(__float2int_rn(2.5f), 2); // ties to even
  EXPECT_EQ(__float2int_rn(3.5f), 4);
  EXPECT_EQ(__float2int_rn(-1.6f), -2);
  EXPECT_EQ(__float2int_rz(-1.6f), -1);
  EXPECT_EQ(__int2float_rn(7), 7.0f);
  EXPECT_EQ(__float_as_int(1.0f), 0x3f800000);
  EXPECT_EQ(__int_as_float(0x40000000), 2.0f);
  EXPECT_EQ(__clz(0), 32);
  EXPECT_EQ(__clz(1), 31);
  EXPECT_EQ(__clz(-1), 0);
  EXPECT_EQ(__clzll(1), 63);
  EXPECT_EQ(__ffs(0), 0);
  EXPECT_EQ(__ffs(8), 4);
  EXPECT_EQ(__ffsll(1ll << 40), 41);
  EXPECT_EQ(__popc(0xF0F0u), 8);
  EXPECT_EQ(__popcll(~0ull), 64);
  EXPECT_EQ(__brev(1u), 0x80000000u);
  EXPECT_EQ(__brev(0x12345678u), 0x1E6A2C48u);
  EXPECT_EQ(__brevll(1ull), 0x8000000000000000ull);
  EXPECT_EQ(__mul24(3, -4), -12);
  EXPECT_EQ(__mul24(0x1000001, 2), 2); // bit 24 is ignored
  EXPECT_EQ(__umul24(0x1000003u, 5u), 15u);
  EXPECT_EQ(__mulhi(0x40000000, 8), 2);
  EXPECT_EQ(__mulhi(-1, 1), -1);
  EXPECT_EQ(__umulhi(0x80000000u, 4u), 2u);
  EXPECT_EQ(__umul64hi(1ull << 63, 4ull), 2ull);
}

TEST(HostMath, MinMax) {
  EXPECT_EQ(min(3, 4), 3);
  EXPECT_EQ(max(3, 4), 4);
  EXPECT_EQ(min(3u, 4u), 3u);
  EXPECT_EQ(max(-1, 2u), 0xFFFFFFFFu); // mixed: unsigned, as in CUDA
  EXPECT_EQ(min(2.5f, 1.5f), 1.5f);
  EXPECT_EQ(max(2.5, 1.5), 2.5);
  EXPECT_EQ(max(2.5f, 3.5), 3.5);
  EXPECT_EQ(min(1ull, 2ull), 1ull);
  EXPECT_EQ(max(std::size_t(5), std::size_t(9)), std::size_t(9));
  // Mixed types resolve to the common type instead of being ambiguous.
  int i = 3;
  std::size_t n = 10;
  EXPECT_EQ(min(i, n), std::size_t(3));
  EXPECT_EQ(max(1, 2.5f), 2.5f);
  short s1 = 4, s2 = 6;
  EXPECT_EQ(max(s1, s2), 6);
  // std::min/std::max are unaffected, also under using-directives.
  EXPECT_EQ(std::min(3, 4), 3);
  using namespace std;
  EXPECT_EQ(min(7, 4), 4);
  EXPECT_EQ(max(7.0f, 4.0f), 7.0f);
}

__global__ void math_in_kernel(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __saturatef(rsqrtf(in[i]) + max(in[i], 0.0f) * 0.0f);
}

TEST(HostMath, UsableInKernels) {
  std::vector<float> h = {4.0f, 0.25f, 1.0f, 16.0f};
  float *in = to_device(h), *out = device_alloc<float>(4);
  hipLaunchKernelGGL(math_in_kernel, 1, 4, 0, 0, in, out);
  std::vector<float> r = to_host(out, 4);
  EXPECT_EQ(r, (std::vector<float>{0.5f, 1.0f, 1.0f, 0.25f}));
  hipFree(in);
  hipFree(out);
}

} // namespace
