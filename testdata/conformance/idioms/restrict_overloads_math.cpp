// restrict_overloads_math.cpp
//
// Covers (issue 12, item 3): the math-wrapper idiom, where a library picks
// the standard library on the CPU and AMP's fast_math on the accelerator
// under one name: prototypes at the top and definitions after main(), the
// cpu overload written without any restrict (cpu is the default), an
// overload pair in a class template, calls from a restrict(amp) lambda
// defined inside the kernel and from a named lambda, a tiled kernel with
// tile_static, and the same names called on the host for the reference.
//
// amp2hip-test: no-emulate (in emulate mode restrict(...) vanishes and each
// pair is one function defined twice)
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

// The library's interface: one name, two implementations.
float my_exp(float x);
float my_exp(float x) restrict(amp);
float clampf(float x, float lo, float hi) restrict(cpu);
float clampf(float x, float lo, float hi) restrict(amp);

template <typename T>
struct Accum {
  T sum;
  // Host: plain addition. Device: one more per call (so the test can tell
  // which one ran).
  void add(T v) restrict(cpu) { sum += v; }
  void add(T v) restrict(amp) { sum += v + T(1); }
  T get() const restrict(amp, cpu) { return sum; }
};

int main() {
  const int n = 300, tile = 32, tiles = (n + tile - 1) / tile;
  std::vector<float> in(n), out(n, 0.0f), sums(tiles, 0.0f);
  for (int i = 0; i < n; ++i) in[i] = static_cast<float>(i % 17) / 8.0f - 1.0f;
  array_view<const float, 1> iv(n, in);
  array_view<float, 1> ov(n, out);
  array_view<float, 1> sv(tiles, sums);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    auto squash = [](float v) restrict(amp) { return clampf(v, -0.5f, 0.5f); };
    ov[i] = my_exp(squash(iv[i]));
  });
  parallel_for_each(extent<1>(tiles * tile).tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static float part[tile];
    int g = t.global[0];
    part[t.local[0]] = g < n ? clampf(iv[g], -0.25f, 0.25f) : 0.0f;
    t.barrier.wait();
    if (t.local[0] == 0) {
      Accum<float> acc{0.0f};
      for (int k = 0; k < tile; ++k)
        acc.add(part[k]);
      sv[t.tile] = acc.get();
    }
  });
  ov.synchronize();
  sv.synchronize();
  for (int i = 0; i < n; ++i) {
    // The device used fast_math::exp on the clamped value: close to std::exp.
    float want = std::exp(clampf(in[i], -0.5f, 0.5f));
    if (std::fabs(out[i] - want) > 1e-4f * want) {
      std::printf("FAIL: out[%d] = %f, expected %f\n", i, out[i], want);
      return 1;
    }
  }
  for (int b = 0; b < tiles; ++b) {
    Accum<float> acc{0.0f};
    for (int k = 0; k < tile; ++k) {
      int g = b * tile + k;
      acc.add(g < n ? clampf(in[g], -0.25f, 0.25f) : 0.0f);
    }
    float want = acc.get() + static_cast<float>(tile); // the device's +1 per add
    if (std::fabs(sums[b] - want) > 1e-3f) {
      std::printf("FAIL: sums[%d] = %f, expected %f\n", b, sums[b], want);
      return 1;
    }
  }
  if (my_exp(0.0f) != 1.0f || clampf(3.0f, 0.0f, 1.0f) != 1.0f) {
    std::printf("FAIL: host overloads\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}

float my_exp(float x) { return std::exp(x); }
float my_exp(float x) restrict(amp) { return fast_math::exp(x); }
float clampf(float x, float lo, float hi) restrict(cpu) { return std::fmin(std::fmax(x, lo), hi); }
float clampf(float x, float lo, float hi) restrict(amp) {
  return fast_math::fmin(fast_math::fmax(x, lo), hi);
}
