// operator_overloads.cpp
//
// Covers (AMP spec 2.3.2): user-defined operators with restrict(amp, cpu) on
// an amp-compatible value type: member operator+=, free operator+ and
// operator*, operator== and operator!=, unary minus, operator[] on a struct
// holding an array, and a struct used as array_view element type.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Cplx {
  float re, im;
  Cplx& operator+=(const Cplx& o) restrict(amp, cpu) {
    re += o.re;
    im += o.im;
    return *this;
  }
  Cplx operator-() const restrict(amp, cpu) { return Cplx{-re, -im}; }
};

inline Cplx operator+(Cplx a, const Cplx& b) restrict(amp, cpu) { return a += b; }
inline Cplx operator*(const Cplx& a, const Cplx& b) restrict(amp, cpu) {
  return Cplx{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
inline bool operator==(const Cplx& a, const Cplx& b) restrict(amp, cpu) {
  return a.re == b.re && a.im == b.im;
}
inline bool operator!=(const Cplx& a, const Cplx& b) restrict(amp, cpu) { return !(a == b); }

struct Quad {
  int v[4];
  int& operator[](int i) restrict(amp, cpu) { return v[i]; }
  int operator[](int i) const restrict(amp, cpu) { return v[i]; }
};

static Cplx compute(Cplx x) restrict(amp, cpu) {
  Cplx z{0.0f, 0.0f};
  for (int k = 0; k < 4; ++k) z = z * z + x;
  return -z;
}

int main() {
  const int n = 513;
  std::vector<Cplx> in(n), out(n);
  std::vector<int> eq(n, 0);
  std::vector<Quad> q(n);
  for (int i = 0; i < n; ++i) {
    in[i] = Cplx{(i % 11) * 0.125f - 0.5f, (i % 7) * 0.125f - 0.375f};
    for (int j = 0; j < 4; ++j) q[i].v[j] = i + j;
  }
  array_view<const Cplx, 1> iv(n, in);
  array_view<Cplx, 1> ov(n, out);
  array_view<int, 1> ev(n, eq);
  array_view<Quad, 1> qv(n, q);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    Cplx r = compute(iv[idx]);
    ov[idx] = r;
    ev[idx] = (r == compute(iv[idx]) ? 1 : 0) + (r != iv[idx] ? 2 : 0);
    Quad t = qv[idx];
    for (int j = 0; j < 4; ++j) t[j] = t[3 - j] * 2 + j;
    qv[idx] = t;
  });
  ov.synchronize();
  ev.synchronize();
  qv.synchronize();
  for (int i = 0; i < n; ++i) {
    Cplx e = compute(in[i]);
    float dr = out[i].re - e.re, di = out[i].im - e.im;
    if (dr * dr + di * di > 1e-8f) {
      std::printf("FAIL: out[%d] got (%f,%f) expected (%f,%f)\n", i, out[i].re, out[i].im, e.re,
                  e.im);
      return 1;
    }
    int ee = 1 + (e != in[i] ? 2 : 0);
    if (eq[i] != ee) {
      std::printf("FAIL: eq[%d] got %d expected %d\n", i, eq[i], ee);
      return 1;
    }
    Quad t;
    for (int j = 0; j < 4; ++j) t.v[j] = i + j;
    for (int j = 0; j < 4; ++j) t[j] = t[3 - j] * 2 + j;
    for (int j = 0; j < 4; ++j)
      if (q[i][j] != t[j]) {
        std::printf("FAIL: q[%d][%d] got %d expected %d\n", i, j, q[i][j], t[j]);
        return 1;
      }
  }
  std::printf("PASS\n");
  return 0;
}
