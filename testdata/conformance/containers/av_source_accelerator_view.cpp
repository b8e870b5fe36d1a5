// av_source_accelerator_view.cpp
//
// Covers (AMP spec 5.2, AMP 1.2): array_view::get_source_accelerator_view():
// for a view over host memory it is the CPU accelerator's view; for a view
// over an array it is the array's accelerator_view (also for a section and a
// projection of it); a view with no data source throws runtime_exception.
// Also get_extent() of each.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator cpu(accelerator::cpu_accelerator);
  std::vector<int> host(20, 0);
  array_view<int, 1> hv(20, host);
  if (hv.get_source_accelerator_view().accelerator.device_path != cpu.device_path) {
    std::printf("FAIL: host view's source is not the CPU accelerator\n");
    return 1;
  }
  accelerator_view created = accelerator().create_view();
  array<int, 2> arr(4, 5, created);
  array_view<int, 2> arv(arr);
  if (arv.get_source_accelerator_view() != arr.get_accelerator_view()) {
    std::printf("FAIL: array view's source accelerator_view\n");
    return 1;
  }
  if (arv.section(index<2>(1, 1)).get_source_accelerator_view() != arr.get_accelerator_view() ||
      arv[2].get_source_accelerator_view() != arr.get_accelerator_view()) {
    std::printf("FAIL: section/projection source accelerator_view\n");
    return 1;
  }
  if (arv.get_extent() != extent<2>(4, 5) || hv.get_extent() != extent<1>(20)) {
    std::printf("FAIL: get_extent\n");
    return 1;
  }
  bool threw = false;
  try {
    array_view<int, 1> none(8);
    (void)none.get_source_accelerator_view();
  } catch (const runtime_exception &) {
    threw = true;
  }
  if (!threw) { std::printf("FAIL: a no-source view reported a source\n"); return 1; }
  // The views still work in a kernel on the source's view.
  parallel_for_each(arv.get_source_accelerator_view(), arv.extent,
                    [=](index<2> i) restrict(amp) { arv[i] = i[0] + i[1]; });
  std::vector<int> back = arr;
  for (int k = 0; k < 20; ++k)
    if (back[k] != k / 5 + k % 5) { std::printf("FAIL: back[%d]=%d\n", k, back[k]); return 1; }
  std::printf("PASS\n");
  return 0;
}
