// macro_helpers.cpp
//
// Covers (issue 12, item 1): macros around helpers that launch, as samples
// write them: a macro calling a helper template that launches a lambda
// (the lambda a macro argument), a macro calling a helper that launches a
// functor, a launch macro with an accelerator_view and a tiled 2-D extent,
// a macro that builds a kernel name with `##`, a launch macro used inside a
// function template, and a macro that pastes the kernel's statements into a
// loop body (the macro's parameter used inside the lambda).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename Kernel>
void run_on(const accelerator_view& acc, const extent<1>& e, const Kernel& k) {
  parallel_for_each(acc, e, k);
}
#define RUN_ON_DEFAULT(e, k) run_on(accelerator().default_view, (e), k)

struct add_offset {
  array_view<int, 1> out;
  int offset;
  void operator()(index<1> i) const restrict(amp) { out[i] += offset; }
};
template <typename F>
void launch_functor(const extent<1>& e, const F& f) {
  parallel_for_each(e, f);
}
#define APPLY_FUNCTOR(view, type, arg) launch_functor((view).extent, type{(view), (arg)})

// The kernel's name is pasted together; its statements repeat `steps` times.
#define DEFINE_SCALER(suffix, factor)                                        \
  void scale_##suffix(array_view<float, 1> v, int steps) {                   \
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {              \
      for (int s = 0; s < steps; ++s) v[i] *= (factor);                      \
    });                                                                      \
  }
DEFINE_SCALER(half, 0.5f)
DEFINE_SCALER(double, 2.0f)

#define TILED_2D(acc, ext, T0, T1, t, ...)                                   \
  parallel_for_each(acc, (ext).tile<T0, T1>(), [=](tiled_index<T0, T1> t) restrict(amp) __VA_ARGS__)

template <typename T>
void fill_index_sum(array_view<T, 1> v) {
  RUN_ON_DEFAULT(v.extent, [=](index<1> i) restrict(amp) { v[i] = T(i[0] * 2 + 1); });
}

int main() {
  const int n = 96;
  std::vector<int> a(n, 0), b(n, 10);
  array_view<int, 1> av(n, a), bv(n, b);
  fill_index_sum(av);
  APPLY_FUNCTOR(bv, add_offset, 5);
  APPLY_FUNCTOR(bv, add_offset, -2);

  std::vector<float> f(n), g(n);
  for (int i = 0; i < n; ++i) f[i] = g[i] = 1.0f + i;
  array_view<float, 1> fv(n, f), gv(n, g);
  scale_half(fv, 2);
  scale_double(gv, 3);

  const int rows = 16, cols = 32;
  std::vector<int> m(rows * cols), t(rows * cols, 0);
  for (int i = 0; i < rows * cols; ++i) m[i] = i % 13;
  array_view<const int, 2> mv(rows, cols, m);
  array_view<int, 2> tv(rows, cols, t);
  accelerator_view acc = accelerator().default_view;
  TILED_2D(acc, tv.extent, 8, 16, tidx, {
    tile_static int cache[8][16];
    cache[tidx.local[0]][tidx.local[1]] = mv[tidx.global];
    tidx.barrier.wait();
    tv[tidx.global] = cache[7 - tidx.local[0]][15 - tidx.local[1]];
  });

  av.synchronize();
  bv.synchronize();
  fv.synchronize();
  gv.synchronize();
  tv.synchronize();
  for (int i = 0; i < n; ++i) {
    if (a[i] != i * 2 + 1 || b[i] != 13) {
      std::printf("FAIL: a[%d] = %d, b[%d] = %d\n", i, a[i], i, b[i]);
      return 1;
    }
    if (f[i] != (1.0f + i) * 0.25f || g[i] != (1.0f + i) * 8.0f) {
      std::printf("FAIL: f[%d] = %g, g[%d] = %g\n", i, f[i], i, g[i]);
      return 1;
    }
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int tr = r / 8 * 8 + 7 - r % 8, tc = c / 16 * 16 + 15 - c % 16;
      if (t[r * cols + c] != m[tr * cols + tc]) {
        std::printf("FAIL: t[%d][%d] = %d\n", r, c, t[r * cols + c]);
        return 1;
      }
    }
  std::printf("PASS\n");
  return 0;
}
