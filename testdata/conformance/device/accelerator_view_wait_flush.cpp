// accelerator_view_wait_flush.cpp
//
// Covers (AMP spec 3.3, accelerator_view::wait and flush): after a series of
// kernels queued on a view, flush() then wait() completes them (the results
// are visible through array copies); wait() on an idle view returns; flush()
// on an immediate-mode view; both on the default view and created views.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view dv = acc.default_view;
  accelerator_view imm = acc.create_view(queuing_mode_immediate);
  dv.wait(); // idle
  imm.wait();
  const int n = 1024;
  array<int, 1> a(n, dv), b(n, imm);
  for (int round = 0; round < 5; ++round) {
    parallel_for_each(dv, a.extent, [&a, round](index<1> i) restrict(amp) {
      a[i] = (round == 0 ? 0 : a[i]) + i[0] + round;
    });
    parallel_for_each(imm, b.extent, [&b, round](index<1> i) restrict(amp) {
      b[i] = (round == 0 ? 1 : b[i] * 2);
    });
  }
  dv.flush();
  imm.flush();
  dv.wait();
  imm.wait();
  std::vector<int> va(n), vb(n);
  copy(a, va.begin());
  copy(b, vb.begin());
  for (int i = 0; i < n; ++i)
    if (va[i] != 5 * i + 10 || vb[i] != 16) { std::printf("FAIL: %d: a=%d b=%d\n", i, va[i], vb[i]); return 1; }
  // wait() via the default_view property directly.
  acc.default_view.flush();
  acc.default_view.wait();
  std::printf("PASS\n");
  return 0;
}
