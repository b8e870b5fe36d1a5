// ppl_around_kernels.cpp
//
// Covers (PPL beside AMP, <ppl.h>): the CPU reference computed with
// concurrency::parallel_for and a combinable<long long> sum, PPL's
// parallel_for_each(first, last, f) over a std::vector (host code, not a
// launch, though AMP's parallel_for_each has the same name in the same
// namespace), a critical_section, and AMP kernels launched between them;
// results compared element by element.
#include <amp.h>
#include <ppl.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 4099;
  std::vector<int> in(n), gpu(n), cpu(n);
  parallel_for(0, n, [&](int i) { in[i] = (i * 37) % 101 - 50; });

  array_view<const int, 1> a(n, in);
  array_view<int, 1> out(n, gpu);
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int v = a[i];
    out[i] = v * v - 3 * v;
  });
  out.synchronize();

  parallel_for(0, n, 1, [&](int i) { cpu[i] = in[i] * in[i] - 3 * in[i]; });
  combinable<long long> gpu_sum, cpu_sum;
  parallel_for_each(gpu.begin(), gpu.end(), [&](int v) { gpu_sum.local() += v; });
  parallel_for_each(cpu.begin(), cpu.end(), [&](int v) { cpu_sum.local() += v; });

  critical_section lock;
  int mismatches = 0, first_bad = -1;
  parallel_for(0, n, [&](int i) {
    if (gpu[i] != cpu[i]) {
      critical_section::scoped_lock hold(lock);
      if (mismatches++ == 0)
        first_bad = i;
    }
  });
  if (mismatches) {
    std::printf("FAIL: out[%d] got %d expected %d (%d mismatches)\n", first_bad,
                gpu[first_bad], cpu[first_bad], mismatches);
    return 1;
  }
  long long g = gpu_sum.combine([](long long x, long long y) { return x + y; });
  long long c = cpu_sum.combine([](long long x, long long y) { return x + y; });
  if (g != c) {
    std::printf("FAIL: sum got %lld expected %lld\n", g, c);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
