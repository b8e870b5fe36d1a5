// class_templates.cpp
//
// Covers (AMP spec 2.3, templates): a class template `SmallVec<T, N>` with a
// fixed array member and restrict(amp, cpu) members used as a kernel local, a
// class template with a static restrict(amp) member, a member function
// template, and instantiation with int and float.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T, int N>
struct SmallVec {
  T v[N];
  void fill(T x) restrict(amp, cpu) {
    for (int i = 0; i < N; ++i) v[i] = x + T(i);
  }
  T dot(const SmallVec& o) const restrict(amp, cpu) {
    T s = T(0);
    for (int i = 0; i < N; ++i) s += v[i] * o.v[i];
    return s;
  }
  template <typename F>
  T reduce_with(F f) const restrict(amp, cpu) {
    T s = v[0];
    for (int i = 1; i < N; ++i) s = f.apply(s, v[i]);
    return s;
  }
};

struct MaxOp {
  template <typename T>
  T apply(T a, T b) const restrict(amp, cpu) {
    return a > b ? a : b;
  }
};

template <typename T>
struct Ops {
  static T mad(T a, T b, T c) restrict(amp, cpu) { return a * b + c; }
};

template <typename T, int N>
static T reference(int i, T& mx) {
  SmallVec<T, N> a, b;
  a.fill(T(i % 13));
  b.fill(T(3) - T(i % 5));
  mx = b.reduce_with(MaxOp());
  return Ops<T>::mad(a.dot(b), T(2), T(1));
}

int main() {
  const int n = 333;
  std::vector<int> r1(n), m1(n);
  std::vector<float> r2(n), m2(n);
  array_view<int, 1> r1v(n, r1), m1v(n, m1);
  array_view<float, 1> r2v(n, r2), m2v(n, m2);
  parallel_for_each(r1v.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    SmallVec<int, 4> a, b;
    a.fill(i % 13);
    b.fill(3 - i % 5);
    m1v[idx] = b.reduce_with(MaxOp());
    r1v[idx] = Ops<int>::mad(a.dot(b), 2, 1);
    SmallVec<float, 6> c, d;
    c.fill(float(i % 13));
    d.fill(3.0f - float(i % 5));
    m2v[idx] = d.reduce_with(MaxOp());
    r2v[idx] = Ops<float>::mad(c.dot(d), 2.0f, 1.0f);
  });
  r1v.synchronize();
  m1v.synchronize();
  r2v.synchronize();
  m2v.synchronize();
  for (int i = 0; i < n; ++i) {
    int em1;
    float em2;
    int e1 = reference<int, 4>(i, em1);
    float e2 = reference<float, 6>(i, em2);
    if (r1[i] != e1 || m1[i] != em1 || r2[i] != e2 || m2[i] != em2) {
      std::printf("FAIL: [%d] got (%d,%d,%f,%f) expected (%d,%d,%f,%f)\n", i, r1[i], m1[i], r2[i],
                  m2[i], e1, em1, e2, em2);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
