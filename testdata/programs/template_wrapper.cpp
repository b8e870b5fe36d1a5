// template_wrapper.cpp
//
// Covers: a library-style template helper that hides tiling from its callers:
//   template <int TS, typename F> void for_each_tiled(extent<1> e, F f)
// launches e.tile<TS>().pad() and calls the user's restrict(amp) lambda with
// t.global for the threads inside the original extent. Callers pass lambdas
// capturing array_views and scalars; the kernel lambda captures the user's
// lambda by value (a closure inside a closure). Also a 2-D variant taking the
// tile sizes as template parameters, and a generic wrapper that forwards an
// untiled launch.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

namespace lib {

template <int TS, typename F>
void for_each_tiled(extent<1> e, F f) {
  parallel_for_each(e.tile<TS>().pad(), [=](tiled_index<TS> t) restrict(amp) {
    if (t.global[0] < e[0]) f(t.global);
  });
}

template <int T0, int T1, typename F>
void for_each_tiled_2d(extent<2> e, const F& f) {
  parallel_for_each(e.tile<T0, T1>().pad(), [=](tiled_index<T0, T1> t) restrict(amp) {
    if (e.contains(t.global)) f(t.global);
  });
}

template <int N, typename F>
void for_each(const extent<N>& e, const F& f) {
  parallel_for_each(e, f);
}

}  // namespace lib

int main() {
  const int n = 1001;
  std::vector<float> x(n), y(n, 0.0f);
  for (int i = 0; i < n; ++i) x[i] = static_cast<float>(i % 100);
  array_view<const float, 1> vx(n, x);
  array_view<float, 1> vy(n, y);
  vy.discard_data();

  const float alpha = 1.5f;
  lib::for_each_tiled<64>(vy.extent, [=](index<1> i) restrict(amp) {
    vy[i] = alpha * vx[i] + 2.0f;
  });
  vy.synchronize();
  for (int i = 0; i < n; ++i) {
    float expected = alpha * x[i] + 2.0f;
    if (y[i] != expected) {
      std::printf("FAIL: 1-D y[%d] got %f expected %f\n", i, y[i], expected);
      return 1;
    }
  }

  const int R = 33, C = 45;
  std::vector<int> m(R * C, -1);
  array_view<int, 2> vm(R, C, m);
  const int k = 4;
  auto body = [=](index<2> i) restrict(amp) { vm[i] = i[0] * 100 + i[1] * k; };
  lib::for_each_tiled_2d<8, 16>(vm.extent, body);

  // Untiled launch through the generic wrapper, with a functor-like lambda.
  lib::for_each(vm.extent, [=](index<2> i) restrict(amp) { vm[i] += 1; });
  vm.synchronize();
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int expected = r * 100 + c * k + 1;
      if (m[r * C + c] != expected) {
        std::printf("FAIL: 2-D m(%d,%d) got %d expected %d\n", r, c, m[r * C + c], expected);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
