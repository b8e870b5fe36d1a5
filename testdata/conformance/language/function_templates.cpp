// function_templates.cpp
//
// Covers (AMP spec 2.3, templates): restrict(amp) function templates with type
// parameters (deduced and explicit), non-type parameters, a template calling a
// template, a restrict(amp, cpu) template used on both sides, and a
// specialization of a restrict(amp) template.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T>
T clamp_to(T v, T lo, T hi) restrict(amp, cpu) {
  return v < lo ? lo : (v > hi ? hi : v);
}

template <int Shift>
int shifted(int v) restrict(amp) {
  return v << Shift;
}

template <typename T, int N>
T sum_powers(T base) restrict(amp, cpu) {
  T acc = T(0), p = T(1);
  for (int i = 0; i < N; ++i) {
    p = p * base;
    acc = acc + p;
  }
  return acc;
}

template <typename T>
T twice(T v) restrict(amp) {
  return v + v;
}
template <>
float twice<float>(float v) restrict(amp) {
  return v * 2.5f;
}

int main() {
  const int n = 640;
  std::vector<int> ia(n, 0), ib(n, 0);
  std::vector<float> fa(n, 0.0f), fb(n, 0.0f);
  array_view<int, 1> iav(n, ia), ibv(n, ib);
  array_view<float, 1> fav(n, fa), fbv(n, fb);
  iav.discard_data();
  ibv.discard_data();
  fav.discard_data();
  fbv.discard_data();
  parallel_for_each(iav.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    iav[idx] = clamp_to(i - 300, -100, 100) + shifted<3>(i % 8);
    ibv[idx] = sum_powers<int, 3>(i % 10) + twice(i);
    fav[idx] = clamp_to<float>(i * 0.5f, 10.0f, 200.0f);
    fbv[idx] = sum_powers<float, 2>(i * 0.01f) + twice(1.0f * (i % 4));
  });
  iav.synchronize();
  ibv.synchronize();
  fav.synchronize();
  fbv.synchronize();
  for (int i = 0; i < n; ++i) {
    int e1 = clamp_to(i - 300, -100, 100) + ((i % 8) << 3);
    int e2 = sum_powers<int, 3>(i % 10) + 2 * i;
    float e3 = clamp_to<float>(i * 0.5f, 10.0f, 200.0f);
    float e4 = sum_powers<float, 2>(i * 0.01f) + 2.5f * (i % 4);
    float d4 = fb[i] - e4;
    if (ia[i] != e1 || ib[i] != e2 || fa[i] != e3 || d4 > 1e-4f || d4 < -1e-4f) {
      std::printf("FAIL: [%d] got (%d,%d,%f,%f) expected (%d,%d,%f,%f)\n", i, ia[i], ib[i], fa[i],
                  fb[i], e1, e2, e3, e4);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
