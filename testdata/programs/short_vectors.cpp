// short_vectors.cpp
//
// Covers: AMP short vector types from <amp_short_vectors.h>
// (namespace concurrency::graphics): float_4, float_2, int_2 and uint_4 as
// array_view element types and as kernel locals; component access through
// the x/y/z/w properties (read and write) and get_x()/set_y(); the
// broadcasting scalar constructor; component-wise +, -, *, / and +=; unary
// minus; ==; and a two-component swizzle read through get_xy().
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

int main() {
  const int n = 301;
  std::vector<float_4> pts(n);
  std::vector<int_2> cells(n);
  for (int i = 0; i < n; ++i) {
    pts[i] = float_4(static_cast<float>(i), 0.5f * i, -1.0f * i, 2.0f);
    cells[i] = int_2(i % 7, i / 7);
  }
  std::vector<float_2> out2(n);
  std::vector<uint_4> outu(n);
  std::vector<int> flags(n, -1);

  array_view<const float_4, 1> vp(n, pts);
  array_view<const int_2, 1> vc(n, cells);
  array_view<float_2, 1> v2(n, out2);
  array_view<uint_4, 1> vu(n, outu);
  array_view<int, 1> vf(n, flags);
  v2.discard_data();
  vu.discard_data();
  vf.discard_data();

  parallel_for_each(vp.extent, [=](index<1> i) restrict(amp) {
    float_4 p = vp[i];
    float_4 q = p * float_4(2.0f) + float_4(1.0f, 2.0f, 3.0f, 4.0f);
    q -= float_4(0.5f);
    q = q / float_4(1.0f, 1.0f, 1.0f, 2.0f);
    float_4 neg = -p;
    float_2 xy = q.get_xy();
    xy.y = xy.y + neg.z;  // write one component
    v2[i] = xy;

    int_2 c = vc[i];
    int_2 d = c + int_2(1, 1);
    d *= int_2(3);
    uint_4 u;
    u.x = static_cast<unsigned int>(d.x);
    u.set_y(static_cast<unsigned int>(d.get_y()));
    u.z = 7u;
    u.w = static_cast<unsigned int>(p.w);
    vu[i] = u;
    vf[i] = (c == int_2(i[0] % 7, i[0] / 7)) ? 1 : 0;
  });
  v2.synchronize();
  vu.synchronize();
  vf.synchronize();

  for (int i = 0; i < n; ++i) {
    float qx = (i * 2.0f + 1.0f) - 0.5f;
    float qy = (0.5f * i * 2.0f + 2.0f) - 0.5f;
    float ex = qx, ey = qy + (1.0f * i);  // neg.z = -(-i) = i
    if (out2[i].x != ex || out2[i].y != ey) {
      std::printf("FAIL: float_2[%d] got (%f,%f) expected (%f,%f)\n", i, out2[i].x, out2[i].y, ex,
                  ey);
      return 1;
    }
    unsigned int ux = 3u * (i % 7 + 1), uy = 3u * (i / 7 + 1);
    if (outu[i].x != ux || outu[i].y != uy || outu[i].z != 7u || outu[i].w != 2u) {
      std::printf("FAIL: uint_4[%d] got (%u,%u,%u,%u) expected (%u,%u,7,2)\n", i, outu[i].x,
                  outu[i].y, outu[i].z, outu[i].w, ux, uy);
      return 1;
    }
    if (flags[i] != 1) {
      std::printf("FAIL: int_2 == at %d got %d expected 1\n", i, flags[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
