// smooth - distorts and smooths a signal on the accelerator with the shared
// lens functions (defined in another .cpp), checks it on the CPU.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

#include "lens.h"
#include "checksum.h"

using namespace concurrency;

int problem_size();

// Every program of the tree has its own report(): the build must not put
// one program's main file into another's link.
void report(const char *what, long sum) { std::printf("smooth %s checksum %ld\n", what, sum); }

int main() {
  const int n = problem_size();
  if (n != 1031) {
    std::printf("FAIL: problem_size() = %d, expected smooth's 1031\n", n);
    return 1;
  }
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = static_cast<float>(i % 17) * 0.5f;
  array_view<const float, 1> src(n, in);
  array_view<float, 1> dst(n, out);
  dst.discard_data();
  const float strength = 0.01f;
  parallel_for_each(dst.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    const int l = i > 0 ? i - 1 : i, r = i + 1 < n ? i + 1 : i;
    const float avg = (src[l] + src[i] + src[r]) / 3.0f;
    dst[idx] = distort(avg, strength) * lens_gain(i);
  });
  dst.synchronize();
  for (int i = 0; i < n; ++i) {
    const int l = i > 0 ? i - 1 : i, r = i + 1 < n ? i + 1 : i;
    const float avg = (in[l] + in[i] + in[r]) / 3.0f;
    const float want = distort(avg, strength) * (1.0f + 0.125f * static_cast<float>(i % 4));
    if (std::fabs(out[i] - want) > 1e-4f) {
      std::printf("FAIL: out[%d] got %f expected %f\n", i, out[i], want);
      return 1;
    }
  }
  report("output", weighted_checksum(out.data(), n));
  std::printf("PASS\n");
  return 0;
}
