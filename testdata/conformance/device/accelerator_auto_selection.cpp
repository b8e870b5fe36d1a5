// accelerator_auto_selection.cpp
//
// Covers (AMP 1.2, accelerator::get_auto_selection_view): the auto-selection
// view reports is_auto_selection / get_is_auto_selection() true (views from
// default_view and create_view report false), its accelerator is a real
// (non-CPU) accelerator, and a kernel launched on it computes correctly.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator_view autov = accelerator::get_auto_selection_view();
  if (!autov.is_auto_selection || !autov.get_is_auto_selection()) { std::printf("FAIL: not auto selection\n"); return 1; }
  accelerator_view dv = accelerator().default_view;
  accelerator_view cv = accelerator().create_view();
  if (dv.is_auto_selection || cv.get_is_auto_selection()) { std::printf("FAIL: an ordinary view reports auto selection\n"); return 1; }
  if (autov.accelerator.device_path == accelerator::cpu_accelerator) { std::printf("FAIL: auto selection picked the CPU\n"); return 1; }
  const int n = 333;
  std::vector<int> v(n, 2);
  array_view<int, 1> av(n, v);
  parallel_for_each(autov, av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * i[0]; });
  av.synchronize();
  for (int i = 0; i < n; ++i)
    if (v[i] != 2 * i) { std::printf("FAIL: v[%d]=%d\n", i, v[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
