// enclosing_constants.cpp
//
// Covers: kernels using constants they do not capture as ordinary values:
//  * `const int` and `constexpr` locals of the enclosing function (used as
//    values and as local array bounds in the kernel),
//  * a function-local `static const int` and `static constexpr float`,
//  * namespace-scope `const int`, `constexpr float`, an enum and an
//    `enum class` value, and a class's static constexpr member,
//  * a constant expression built from those.
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

const int kGlobalOffset = 1000;
constexpr float kGlobalScale = 0.5f;
enum { kMode = 3 };
enum class Shift : int { Small = 2, Large = 9 };

struct Config {
  static constexpr int kStride = 4;
  static const int kLimit = 250;
};

int run() {
  const int local_mul = 7;
  constexpr int kWindow = 3;
  static const int kBias = -11;
  static constexpr float kFactor = 1.5f;
  const int derived = local_mul * kWindow + Config::kStride;  // 25

  const int n = 901;
  std::vector<int> ints(n, 0);
  std::vector<float> floats(n, 0.0f);
  array_view<int, 1> vi(n, ints);
  array_view<float, 1> vf(n, floats);
  vi.discard_data();
  vf.discard_data();

  parallel_for_each(vi.extent, [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    int window[kWindow];  // constexpr local as an array bound
    for (int k = 0; k < kWindow; ++k) window[k] = (i + k) % Config::kStride;
    int s = 0;
    for (int k = 0; k < kWindow; ++k) s += window[k];
    int v = i * local_mul + kBias + kGlobalOffset + s * kMode + static_cast<int>(Shift::Large) +
            derived;
    if (v > Config::kLimit * 20) v -= Config::kLimit;
    vi[idx] = v;
    vf[idx] = static_cast<float>(i) * kGlobalScale * kFactor + static_cast<float>(Shift::Small);
  });
  vi.synchronize();
  vf.synchronize();

  for (int i = 0; i < n; ++i) {
    int s = 0;
    for (int k = 0; k < 3; ++k) s += (i + k) % 4;
    int v = i * 7 - 11 + 1000 + s * 3 + 9 + 25;
    if (v > 5000) v -= 250;
    if (ints[i] != v) {
      std::printf("FAIL: ints[%d] got %d expected %d\n", i, ints[i], v);
      return 1;
    }
    float f = i * 0.5f * 1.5f + 2.0f;
    if (!(std::fabs(floats[i] - f) <= 1e-4f)) {
      std::printf("FAIL: floats[%d] got %f expected %f\n", i, floats[i], f);
      return 1;
    }
  }
  return 0;
}

int main() {
  if (run()) return 1;
  std::printf("PASS\n");
  return 0;
}
