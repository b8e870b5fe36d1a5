// kernels_in_templates.cpp
//
// Covers (AMP spec 3.1, parallel_for_each in function templates): a kernel in
// a function template over the element type, over a non-type int, over the
// rank N (extent<N>/index<N> in the lambda), and a function template taking a
// user callable that the kernel calls (a restrict(amp) lambda inside a kernel).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T>
void axpy(T a, array_view<const T, 1> x, array_view<T, 1> y) {
  parallel_for_each(y.extent, [=](index<1> i) restrict(amp) { y[i] = a * x[i] + y[i]; });
}

template <int K>
void add_k(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += K; });
}

template <int N>
void count_rank(array_view<int, N> v) {
  parallel_for_each(v.extent, [=](index<N> i) restrict(amp) {
    int s = 0;
    for (int d = 0; d < N; ++d) s += i[d];
    v[i] = s;
  });
}

template <typename F>
void transform(array_view<int, 1> v, F f) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = f(v[i]); });
}

int main() {
  const int n = 300;
  std::vector<float> xf(n), yf(n);
  std::vector<double> xd(n), yd(n);
  for (int i = 0; i < n; ++i) {
    xf[i] = i * 0.5f;
    yf[i] = 1.0f;
    xd[i] = i * 0.25;
    yd[i] = 2.0;
  }
  array_view<const float, 1> xfv(n, xf);
  array_view<float, 1> yfv(n, yf);
  array_view<const double, 1> xdv(n, xd);
  array_view<double, 1> ydv(n, yd);
  axpy(2.0f, xfv, yfv);
  axpy(3.0, xdv, ydv);
  std::vector<int> v(n, 0);
  array_view<int, 1> vv(n, v);
  add_k<5>(vv);
  add_k<-2>(vv);
  transform(vv, [](int x) restrict(amp) { return x * x; });
  std::vector<int> r2(6 * 7, -1), r3(3 * 4 * 5, -1);
  array_view<int, 2> r2v(6, 7, r2);
  array_view<int, 3> r3v(3, 4, 5, r3);
  count_rank(r2v);
  count_rank(r3v);
  yfv.synchronize();
  ydv.synchronize();
  vv.synchronize();
  r2v.synchronize();
  r3v.synchronize();
  for (int i = 0; i < n; ++i)
    if (yf[i] != 2.0f * i * 0.5f + 1.0f || yd[i] != 3.0 * i * 0.25 + 2.0 || v[i] != 9) {
      std::printf("FAIL: [%d] got (%f,%f,%d)\n", i, yf[i], yd[i], v[i]);
      return 1;
    }
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 7; ++c)
      if (r2[r * 7 + c] != r + c) {
        std::printf("FAIL: r2(%d,%d) got %d\n", r, c, r2[r * 7 + c]);
        return 1;
      }
  for (int k = 0; k < 60; ++k)
    if (r3[k] != k / 20 + (k / 5) % 4 + k % 5) {
      std::printf("FAIL: r3[%d] got %d\n", k, r3[k]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
