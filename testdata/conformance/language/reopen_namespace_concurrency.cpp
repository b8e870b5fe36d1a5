// reopen_namespace_concurrency.cpp
//
// Covers (Visual C++ accepts both spellings of AMP's namespace): code that
// reopens `namespace Concurrency` and `namespace concurrency` to declare its
// own helpers there, as Visual Studio projects do: a restrict(amp, cpu)
// function, a function template, a struct with an operator and a constant in
// `Concurrency`; a restrict(amp) helper and a host utility in `concurrency`;
// each used from a kernel and from the host, through both spellings,
// qualified and through `using namespace Concurrency`, and AMP's own names
// reached through the capitalized spelling (Concurrency::array_view,
// Concurrency::fast_math).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <cstdio>
#include <vector>

namespace Concurrency {
const int kScale = 3;

inline int clamp_to(int v, int lo, int hi) restrict(amp, cpu) {
  return v < lo ? lo : (v > hi ? hi : v);
}

template <typename T> T square(T v) restrict(amp, cpu) { return v * v; }

struct pair2 {
  int a, b;
};
inline pair2 operator+(pair2 x, pair2 y) restrict(amp, cpu) { return pair2{x.a + y.a, x.b + y.b}; }
}  // namespace Concurrency

namespace concurrency {
inline float half_of(float x) restrict(amp) { return x * 0.5f; }

// A host-only helper next to AMP's own copy().
template <typename T> void fill_view(const array_view<T, 1> &v, T value) {
  for (int i = 0; i < v.extent[0]; ++i)
    v[i] = value;
}
}  // namespace concurrency

using namespace Concurrency;

static int expected_int(int i) {
  Concurrency::pair2 p = Concurrency::pair2{i, 2 * i} + Concurrency::pair2{1, 1};
  return clamp_to(square(i) - 40, 0, 200) * kScale + p.a + p.b;
}

int main() {
  const int n = 37;
  std::vector<int> ints(n, 0);
  std::vector<float> floats(n, 0.0f);
  Concurrency::array_view<int, 1> iv(n, ints);
  concurrency::array_view<float, 1> fv(n, floats);
  fill_view(fv, 8.0f);  // found by ADL and through the using-directive
  concurrency::fill_view(iv, -1);
  iv.discard_data();

  parallel_for_each(iv.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    pair2 p = pair2{i, 2 * i} + pair2{1, 1};
    iv[idx] = Concurrency::clamp_to(concurrency::square(i) - 40, 0, 200) * kScale + p.a + p.b;
    fv[idx] = concurrency::half_of(Concurrency::fast_math::sqrtf(fv[idx] * square(float(i))));
  });
  iv.synchronize();
  fv.synchronize();

  for (int i = 0; i < n; ++i) {
    if (ints[i] != expected_int(i)) {
      std::printf("FAIL: ints[%d] got %d expected %d\n", i, ints[i], expected_int(i));
      return 1;
    }
    float want = 0.5f * std::sqrt(8.0f * float(i) * float(i));
    float diff = floats[i] - want;
    if (diff > 1e-3f * (want + 1.0f) || diff < -1e-3f * (want + 1.0f)) {
      std::printf("FAIL: floats[%d] got %f expected %f\n", i, floats[i], want);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
