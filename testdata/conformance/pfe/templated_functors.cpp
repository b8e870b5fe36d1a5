// templated_functors.cpp
//
// Covers (AMP spec 3.1, function-object kernels from templates): a functor
// class template over element type and rank, instantiated for
// (float, 1), (int, 2) and (double, 3); a functor template over a policy type
// with a static restrict(amp) member; and a generic launcher template that
// takes any functor.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T, int N>
struct Scale {
  array_view<T, N> v;
  T factor;
  void operator()(index<N> idx) const restrict(amp) { v[idx] = v[idx] * factor + T(1); }
};

struct Square {
  static int apply(int x) restrict(amp) { return x * x; }
};
struct Negate {
  static int apply(int x) restrict(amp) { return -x; }
};

template <typename Policy>
struct Map {
  array_view<const int, 1> in;
  array_view<int, 1> out;
  void operator()(index<1> idx) const restrict(amp) { out[idx] = Policy::apply(in[idx]); }
};

template <int N, typename F>
void launch(const extent<N>& e, const F& f) {
  parallel_for_each(e, f);
}

int main() {
  const int n = 301;
  std::vector<float> f(n);
  for (int i = 0; i < n; ++i) f[i] = i * 0.5f;
  std::vector<int> m(12 * 19);
  for (int i = 0; i < 12 * 19; ++i) m[i] = i - 50;
  std::vector<double> d(4 * 5 * 6);
  for (int i = 0; i < 120; ++i) d[i] = i * 0.25;
  array_view<float, 1> fv(n, f);
  array_view<int, 2> mv(12, 19, m);
  array_view<double, 3> dv(4, 5, 6, d);
  launch(fv.extent, Scale<float, 1>{fv, 2.0f});
  launch(mv.extent, Scale<int, 2>{mv, -3});
  launch(dv.extent, Scale<double, 3>{dv, 1.5});
  std::vector<int> src(n), sq(n, 0), ng(n, 0);
  for (int i = 0; i < n; ++i) src[i] = i - 150;
  array_view<const int, 1> sv(n, src);
  array_view<int, 1> sqv(n, sq), ngv(n, ng);
  launch(sqv.extent, Map<Square>{sv, sqv});
  launch(ngv.extent, Map<Negate>{sv, ngv});
  fv.synchronize();
  mv.synchronize();
  dv.synchronize();
  sqv.synchronize();
  ngv.synchronize();
  for (int i = 0; i < n; ++i)
    if (f[i] != i * 0.5f * 2.0f + 1.0f || sq[i] != src[i] * src[i] || ng[i] != -src[i]) {
      std::printf("FAIL: [%d] got (%f,%d,%d)\n", i, f[i], sq[i], ng[i]);
      return 1;
    }
  for (int i = 0; i < 12 * 19; ++i)
    if (m[i] != (i - 50) * -3 + 1) {
      std::printf("FAIL: m[%d] got %d\n", i, m[i]);
      return 1;
    }
  for (int i = 0; i < 120; ++i)
    if (d[i] != i * 0.25 * 1.5 + 1.0) {
      std::printf("FAIL: d[%d] got %f\n", i, d[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
