// accelerator_view_queuing_mode.cpp
//
// Covers (AMP spec 3.3, queuing_mode): views created with
// queuing_mode_immediate and queuing_mode_automatic report their mode; in
// both modes kernels, copies and a data dependency chain between two views
// of the same accelerator give the serial result (commands on one view run
// in order; data shared through an array_view is made coherent between
// views).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator_view imm = acc.create_view(queuing_mode_immediate);
  accelerator_view aut = acc.create_view(queuing_mode_automatic);
  if (imm.queuing_mode != queuing_mode_immediate || aut.queuing_mode != queuing_mode_automatic) {
    std::printf("FAIL: queuing modes\n");
    return 1;
  }
  const int n = 600;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = i;
  array_view<int, 1> v(n, h);
  // Alternate views; each step depends on the previous one.
  for (int step = 0; step < 6; ++step) {
    accelerator_view &q = (step % 2) ? imm : aut;
    parallel_for_each(q, v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 2 + 1; });
  }
  array<int, 1> a(n, imm);
  copy(v, a);
  parallel_for_each(imm, a.extent, [&a](index<1> i) restrict(amp) { a[i] -= 1; });
  std::vector<int> out(n);
  copy(a, out.begin());
  v.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = i;
    for (int s = 0; s < 6; ++s) want = want * 2 + 1;
    if (h[i] != want || out[i] != want - 1) { std::printf("FAIL: %d: %d %d expected %d\n", i, h[i], out[i], want); return 1; }
  }
  std::printf("PASS\n");
  return 0;
}
