// unions.cpp
//
// Covers (AMP spec 2.4, amp-compatible types): a union of float and unsigned
// used inside a kernel to read a float's bit pattern, a tagged union inside a
// struct (discriminated by an int), and a union as array_view element type.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

union Bits {
  float f;
  unsigned u;
};

struct Value {
  int kind;  // 0: int, 1: float
  union {
    int i;
    float f;
  } data;
};

static unsigned bits_of(float f) restrict(amp, cpu) {
  Bits b;
  b.f = f;
  return b.u;
}

static float as_float(const Value& v) restrict(amp, cpu) {
  return v.kind == 0 ? static_cast<float>(v.data.i) : v.data.f;
}

int main() {
  const int n = 300;
  std::vector<float> in(n);
  std::vector<unsigned> bits(n, 0u);
  std::vector<Value> vals(n);
  std::vector<Bits> ub(n);
  for (int i = 0; i < n; ++i) {
    in[i] = (i - 150) * 0.375f;
    vals[i].kind = i % 2;
    if (i % 2 == 0)
      vals[i].data.i = i * 3;
    else
      vals[i].data.f = i * 0.5f;
    ub[i].u = 0x3f800000u + static_cast<unsigned>(i);
  }
  std::vector<float> conv(n, 0.0f);
  array_view<const float, 1> iv(n, in);
  array_view<unsigned, 1> bv(n, bits);
  array_view<const Value, 1> vv(n, vals);
  array_view<float, 1> cv(n, conv);
  array_view<Bits, 1> uv(n, ub);
  bv.discard_data();
  cv.discard_data();
  parallel_for_each(bv.extent, [=](index<1> idx) restrict(amp) {
    bv[idx] = bits_of(iv[idx]);
    cv[idx] = as_float(vv[idx]) + 1.0f;
    Bits b = uv[idx];
    b.u = b.u + 1u;
    uv[idx] = b;
  });
  bv.synchronize();
  cv.synchronize();
  uv.synchronize();
  for (int i = 0; i < n; ++i) {
    float ef = as_float(vals[i]) + 1.0f;
    if (bits[i] != bits_of(in[i]) || conv[i] != ef ||
        ub[i].u != 0x3f800000u + static_cast<unsigned>(i) + 1u) {
      std::printf("FAIL: [%d] got (%08x,%f,%08x) expected (%08x,%f)\n", i, bits[i], conv[i],
                  ub[i].u, bits_of(in[i]), ef);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
