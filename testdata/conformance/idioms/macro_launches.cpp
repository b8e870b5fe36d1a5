// macro_launches.cpp
//
// Covers (issue 12, item 1): launches hidden in user macros, the way test
// harnesses and samples write them: a macro that takes the whole lambda
// (variadic, forwarding to parallel_for_each with an accelerator_view), a
// macro that takes only the kernel body, a macro that takes the index name
// and body of a tiled kernel, a macro that calls a helper template which
// launches, and a restrict(cpu, amp) lambda passed as a macro argument.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

// The launch with everything spelled by the caller.
#define GPU_INVOKE(av, ...) parallel_for_each(av, __VA_ARGS__)

// Only the body: the macro writes the lambda head.
#define FOR_EACH_ELEMENT(view, i, body)                                      \
  parallel_for_each((view).extent, [=](index<1> i) restrict(amp) { body; })

// A tiled launch whose tile size is a macro argument too.
#define TILED_1D(ext, TS, t, body)                                           \
  parallel_for_each((ext).tile<TS>(), [=](tiled_index<TS> t) restrict(amp) { body })

template <typename F>
void launch_1d(const extent<1>& e, const F& f) {
  parallel_for_each(e, f);
}
#define RUN_1D(e, f) launch_1d(e, f)
#define WITH_OP(...) __VA_ARGS__

#define CHECK(cond, ...)                                                     \
  do {                                                                       \
    if (!(cond)) {                                                           \
      std::printf("FAIL: " __VA_ARGS__);                                     \
      std::printf("\n");                                                     \
      return 1;                                                              \
    }                                                                        \
  } while (0)

int main() {
  const int n = 512;
  std::vector<int> a(n), b(n, 0), c(n, 0), d(n, 0), e(n, 0);
  for (int i = 0; i < n; ++i) a[i] = i * 3 - 100;
  array_view<const int, 1> av(n, a);
  array_view<int, 1> bv(n, b), cv(n, c), dv(n, d), ev(n, e);
  accelerator_view acc = accelerator().default_view;

  GPU_INVOKE(acc, bv.extent, [=](index<1> i) restrict(amp) { bv[i] = av[i] * 2; });

  const int bias = 7;
  FOR_EACH_ELEMENT(cv, idx, cv[idx] = av[idx] + bias);

  TILED_1D(dv.extent, 64, t, {
    tile_static int sum[64];
    sum[t.local[0]] = av[t.global];
    t.barrier.wait();
    dv[t.global] = sum[63 - t.local[0]];
  });

  // The restrict(cpu, amp) lambda is a macro argument defined in the kernel
  // (a kernel capturing one made on the host is a pending NVIDIA case:
  // conformance/_pending/host_device_lambda_capture.cpp).
  RUN_1D(ev.extent, [=](index<1> i) restrict(amp) {
    auto twice_plus_one = WITH_OP([](int x) restrict(cpu, amp) { return 2 * x + 1; });
    ev[i] = twice_plus_one(av[i]);
  });
  auto twice_plus_one = WITH_OP([](int x) restrict(cpu, amp) { return 2 * x + 1; });

  bv.synchronize();
  cv.synchronize();
  dv.synchronize();
  ev.synchronize();
  for (int i = 0; i < n; ++i) {
    CHECK(b[i] == a[i] * 2, "b[%d] = %d", i, b[i]);
    CHECK(c[i] == a[i] + bias, "c[%d] = %d", i, c[i]);
    int tile = i / 64, local = i % 64;
    CHECK(d[i] == a[tile * 64 + 63 - local], "d[%d] = %d", i, d[i]);
    CHECK(e[i] == twice_plus_one(a[i]), "e[%d] = %d", i, e[i]);
  }
  std::printf("PASS\n");
  return 0;
}
