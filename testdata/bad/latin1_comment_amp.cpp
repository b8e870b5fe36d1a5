// A comment in Latin-1, not UTF-8: café crème brûlée ÿþ
#include <amp.h>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace concurrency;

static void saxpy(float a, const std::vector<float>& x, std::vector<float>& y) {
  const int n = static_cast<int>(x.size());
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> yv(n, y);
  parallel_for_each(yv.extent, [=](index<1> i) restrict(amp) {
    yv[i] = a * xv[i] + yv[i];
  });
  yv.synchronize();
}

int main() {
  const int n = 1000003;
  std::vector<float> x(n), y(n), expected(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 1000) * 0.5f;
    y[i] = static_cast<float>((i * 7) % 13) - 6.0f;
  }
  const float a = 2.5f;
  for (int i = 0; i < n; ++i) expected[i] = a * x[i] + y[i];

  saxpy(a, x, y);

  for (int i = 0; i < n; ++i) {
    if (!(std::fabs(y[i] - expected[i]) <= 1e-4f * (1.0f + std::fabs(expected[i])))) {
      std::printf("FAIL: y[%d] got %f expected %f\n", i, y[i], expected[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
