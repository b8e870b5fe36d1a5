// restrict_cpu_and_both.cpp
//
// Covers (AMP spec 2.1-2.3): restrict(cpu) functions (the default made
// explicit) used only on the host, restrict(amp, cpu) and restrict(cpu, amp)
// functions called both from a kernel and from host code with the same
// results, and a restrict(amp, cpu) function calling another one.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

float lerp_both(float a, float b, float t) restrict(amp, cpu) { return a + (b - a) * t; }

int mix_both(int x, int y) restrict(cpu, amp) { return (x * 31) ^ (y + 7); }

float combined(int x, float t) restrict(amp, cpu) {
  return lerp_both(static_cast<float>(mix_both(x, x / 3)), 1.0f, t);
}

std::vector<float> make_input(int n) restrict(cpu) {
  std::vector<float> v(n);
  for (int i = 0; i < n; ++i) v[i] = static_cast<float>(i % 17) * 0.25f;
  return v;
}

int main() restrict(cpu) {
  const int n = 777;
  std::vector<float> t = make_input(n);
  std::vector<float> out(n, 0.0f);
  std::vector<int> mixed(n, 0);
  array_view<const float, 1> tv(n, t);
  array_view<float, 1> ov(n, out);
  array_view<int, 1> mv(n, mixed);
  ov.discard_data();
  mv.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    ov[idx] = combined(i, tv[idx]);
    mv[idx] = mix_both(i, i + 1);
  });
  ov.synchronize();
  mv.synchronize();
  for (int i = 0; i < n; ++i) {
    float e = combined(i, t[i]);
    float d = out[i] - e;
    if (d > 1e-3f || d < -1e-3f) {
      std::printf("FAIL: out[%d] got %f expected %f\n", i, out[i], e);
      return 1;
    }
    if (mixed[i] != mix_both(i, i + 1)) {
      std::printf("FAIL: mixed[%d] got %d expected %d\n", i, mixed[i], mix_both(i, i + 1));
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
