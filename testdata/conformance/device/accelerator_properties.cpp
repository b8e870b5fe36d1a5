// accelerator_properties.cpp
//
// Covers (AMP spec 3.2.2, accelerator properties): device_path, description,
// version, dedicated_memory, supports_double_precision,
// supports_limited_double_precision, has_display, is_emulated, is_debug,
// supports_cpu_shared_memory, default_cpu_access_type, default_view, and
// every get_* getter agrees with its property, for each accelerator of
// get_all(). Plausibility: a device accelerator has dedicated memory, full
// double precision implies limited, the CPU accelerator is emulated. When
// double precision is supported a double kernel computes in double: to the
// last bit or one ulp off, since the accelerator's compiler may contract
// x * i + c into one fused multiply-add (HLSL's mad, nvcc's default -fmad,
// hipcc's -ffp-contract=fast) where the CPU rounds twice; in float the error
// would be about 1e-8.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  for (const accelerator &a : accelerator::get_all()) {
    const bool is_cpu = a.device_path == accelerator::cpu_accelerator;
    if (a.get_device_path() != a.device_path || a.get_description() != a.description ||
        a.get_version() != a.version || a.get_dedicated_memory() != a.dedicated_memory ||
        a.get_supports_double_precision() != a.supports_double_precision ||
        a.get_supports_limited_double_precision() != a.supports_limited_double_precision ||
        a.get_has_display() != a.has_display || a.get_is_emulated() != a.is_emulated ||
        a.get_is_debug() != a.is_debug || a.get_supports_cpu_shared_memory() != a.supports_cpu_shared_memory ||
        a.get_default_cpu_access_type() != a.default_cpu_access_type) {
      std::printf("FAIL: a getter disagrees with its property\n");
      return 1;
    }
    if (a.supports_double_precision && !a.supports_limited_double_precision) {
      std::printf("FAIL: full double precision without limited double precision\n");
      return 1;
    }
    if (is_cpu && !a.is_emulated) { std::printf("FAIL: the CPU accelerator is not emulated\n"); return 1; }
    if (!is_cpu && a.dedicated_memory == 0) { std::printf("FAIL: a device accelerator without dedicated memory\n"); return 1; }
    accelerator_view dv = a.default_view;
    if (dv.accelerator != a || dv != a.get_default_view()) { std::printf("FAIL: default_view\n"); return 1; }
    if (dv.version != a.version) { std::printf("FAIL: default view version differs from the accelerator's\n"); return 1; }
  }
  accelerator acc;
  if (acc.supports_double_precision) {
    const int n = 50;
    std::vector<double> v(n);
    array_view<double, 1> av(n, v);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
      double x = 1.0 / 3.0;
      av[i] = x * i[0] + 1e-12 * i[0];
    });
    av.synchronize();
    for (int i = 0; i < n; ++i) {
      double want = (1.0 / 3.0) * i + 1e-12 * i;
      if (std::fabs(v[i] - want) > 4.5e-16 * std::fabs(want)) { std::printf("FAIL: double v[%d]=%.17g expected %.17g\n", i, v[i], want); return 1; }
    }
  }
  std::printf("PASS\n");
  return 0;
}
