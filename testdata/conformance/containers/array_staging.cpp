// array_staging.cpp
//
// Covers (AMP spec 5.1.1, staging arrays): array(extent, cpu_view,
// accelerator_view) and the (int, ..., cpu_view, accelerator_view) and
// iterator forms: an array on the CPU accelerator associated with the GPU's
// view. get_accelerator_view() is the CPU view,
// get_associated_accelerator_view() the accelerator's; the host writes it
// through data() and operator[], it is copied to an accelerator array, a
// kernel transforms that, and the result is copied back into the staging
// array and read on the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator cpu(accelerator::cpu_accelerator);
  accelerator gpu;
  accelerator_view cpu_av = cpu.default_view;
  accelerator_view gpu_av = gpu.default_view;
  const int n = 300;

  array<float, 1> stage(extent<1>(n), cpu_av, gpu_av);
  array<float, 2> stage2(10, 30, cpu_av, gpu_av);
  std::vector<float> init(n);
  for (int i = 0; i < n; ++i) init[i] = 1.0f + i;
  array<float, 1> stage3(extent<1>(n), init.begin(), init.end(), cpu_av, gpu_av);

  if (stage.get_accelerator_view() != cpu_av || stage.get_associated_accelerator_view() != gpu_av ||
      stage2.associated_accelerator_view != gpu_av || stage3.accelerator_view != cpu_av) {
    std::printf("FAIL: staging array views\n");
    return 1;
  }
  if (stage.get_accelerator_view().accelerator.device_path != cpu.device_path) {
    std::printf("FAIL: staging array is not on the CPU accelerator\n");
    return 1;
  }

  // Host writes, through the raw pointer and element access.
  float *p = stage.data();
  for (int i = 0; i < n; ++i) p[i] = 0.25f * i;
  stage[7] = 42.0f;

  array<float, 1> dev(n, gpu_av);
  copy(stage, dev);
  parallel_for_each(gpu_av, dev.extent, [&dev](index<1> i) restrict(amp) { dev[i] = dev[i] * 2 + 1; });
  copy(dev, stage);
  // Rank 2 staging: filled from stage3 through the accelerator.
  array<float, 2> dev2(10, 30, gpu_av);
  copy(stage3, dev2.view_as(extent<1>(n)));
  parallel_for_each(dev2.extent, [&dev2](index<2> i) restrict(amp) { dev2[i] += i[0]; });
  copy(dev2, stage2);

  for (int i = 0; i < n; ++i) {
    float want = (i == 7 ? 42.0f : 0.25f * i) * 2 + 1;
    if (stage[i] != want) {
      std::printf("FAIL: stage[%d] got %g expected %g\n", i, stage[i], want);
      return 1;
    }
    float want2 = init[i] + i / 30;
    if (stage2(i / 30, i % 30) != want2) {
      std::printf("FAIL: stage2[%d] got %g expected %g\n", i, stage2(i / 30, i % 30), want2);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
