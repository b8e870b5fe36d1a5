// accelerator_view_kernel_on_created_view_arrays.cpp
//
// Covers (AMP spec 3.3/5.1, arrays bound to accelerator_views): an array
// created on a view made by create_view() is usable by kernels launched on
// that view and on the accelerator's default view (same accelerator);
// array_views of it report that view as their source; after wait() on the
// created view the results copy back; the view outlives being copied into
// the array's properties (the array keeps its view alive).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  const int n = 640;
  array<float, 1> *arr = nullptr;
  {
    accelerator_view created = acc.create_view(queuing_mode_immediate);
    arr = new array<float, 1>(n, created);
  } // only the array refers to the created view now
  accelerator_view kept = arr->get_accelerator_view();
  if (kept.queuing_mode != queuing_mode_immediate || kept == acc.default_view) {
    std::printf("FAIL: the array's view is not the created one\n");
    delete arr;
    return 1;
  }
  array<float, 1> &a = *arr;
  parallel_for_each(kept, a.extent, [&a](index<1> i) restrict(amp) { a[i] = 0.5f * i[0]; });
  parallel_for_each(acc.default_view, a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1.0f; });
  array_view<float, 1> av(a);
  if (av.get_source_accelerator_view() != kept) {
    std::printf("FAIL: view's source is not the array's view\n");
    delete arr;
    return 1;
  }
  kept.wait();
  std::vector<float> back = a;
  delete arr;
  for (int i = 0; i < n; ++i)
    if (back[i] != 0.5f * i + 1.0f) { std::printf("FAIL: back[%d]=%g\n", i, back[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
