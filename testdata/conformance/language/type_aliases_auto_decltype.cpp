// type_aliases_auto_decltype.cpp
//
// Covers (AMP spec 2.3 with C++11 type deduction): `typedef` and `using`
// aliases (including an alias template) used in kernels and restrict(amp)
// signatures, `auto` locals deduced from view elements and helper results,
// `decltype` of a kernel expression, and a restrict(amp) function with a
// trailing return type using decltype.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

typedef float real_t;
using count_t = unsigned;
template <typename T>
using view1 = array_view<T, 1>;

template <typename A, typename B>
auto mul_add(A a, B b) restrict(amp, cpu) -> decltype(a * b + a) {
  return a * b + a;
}

static count_t popcount(count_t v) restrict(amp, cpu) {
  count_t c = 0u;
  while (v) {
    c += v & 1u;
    v >>= 1;
  }
  return c;
}

int main() {
  const int n = 600;
  std::vector<real_t> in(n), out(n, 0.0f);
  std::vector<count_t> bits(n, 0u);
  for (int i = 0; i < n; ++i) in[i] = i * 0.25f;
  view1<const real_t> iv(n, in);
  view1<real_t> ov(n, out);
  view1<count_t> bv(n, bits);
  ov.discard_data();
  bv.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    auto x = iv[idx];
    auto y = mul_add(x, 3);
    decltype(y) z = y - real_t(1);
    using local_t = decltype(idx[0]);
    local_t k = idx[0];
    ov[idx] = z;
    auto c = popcount(static_cast<count_t>(k));
    bv[idx] = c;
  });
  ov.synchronize();
  bv.synchronize();
  for (int i = 0; i < n; ++i) {
    real_t e = mul_add(in[i], 3) - 1.0f;
    if (out[i] != e || bits[i] != popcount(static_cast<count_t>(i))) {
      std::printf("FAIL: [%d] got (%f,%u) expected (%f,%u)\n", i, out[i], bits[i], e,
                  popcount(static_cast<count_t>(i)));
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
