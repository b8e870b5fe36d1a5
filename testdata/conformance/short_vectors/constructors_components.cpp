// constructors_components.cpp
//
// Covers: AMP short vector constructors and component properties
// (amp_short_vectors.h): value-initialized default (all zero), one value broadcast, one value
// per component, copy; the x/y/z/w and r/g/b/a properties (read and write),
// get_x()..get_w(), set_x()..set_w(), get_r()/set_a() spellings; for int_N,
// uint_N, float_N and double_N with N = 2, 3, 4, in a kernel.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

constexpr int kOut = 12;

int main() {
  constexpr int n = 64;
  std::vector<double> out(n * kOut);
  array_view<double, 2> o(n, kOut, out);
  o.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    int_2 a = int_2();             // value-initialized: zero
    int_3 b(i);                    // broadcast
    int_4 c(i, i + 1, i + 2, i + 3);
    uint_2 d(static_cast<unsigned int>(i), 5u);
    uint_3 e(d.x, d.y, 9u);
    uint_4 f(e.z);
    float_2 g(0.5f * i, -1.0f);
    float_3 h(g.x, g.y, 2.0f);
    float_4 k(h.x, h.y, h.z, 3.0f);
    double_2 l(0.25 * i, 4.0);
    double_3 m(l.x, l.y, -l.x);
    double_4 p(m.x, m.y, m.z, 8.0);
    int_4 c2(c);                   // copy
    c2.x = 100;                    // write a component
    c2.set_w(c2.get_w() * 2);
    k.r = k.g + k.b;               // rgba spellings of the same components
    k.set_a(k.get_r() + 1.0f);
    p.set_z(p.get_x() + p.get_y());
    o(i, 0) = a.x + a.y;
    o(i, 1) = b.x + b.y + b.z;
    o(i, 2) = c.x + 10 * c.y + 100 * c.z + 1000 * c.w;
    o(i, 3) = c2.x + c2.w + c.x;   // the copy is independent
    o(i, 4) = d.get_x() + d.get_y();
    o(i, 5) = e.x + e.y + e.z;
    o(i, 6) = f.x + f.y + f.z + f.w;
    o(i, 7) = g.get_x() + g.get_y();
    o(i, 8) = h.x + h.y + h.z;
    o(i, 9) = k.x * 1000 + k.w;    // k.x == k.r, k.w == k.a
    o(i, 10) = l.x + l.y + m.z;
    o(i, 11) = p.x + p.y + p.z + p.w;
  });
  o.synchronize();
  for (int i = 0; i < n; ++i) {
    const double kx = -1.0 + 2.0;
    const double want[kOut] = {0,
                               3.0 * i,
                               i + 10.0 * (i + 1) + 100.0 * (i + 2) + 1000.0 * (i + 3),
                               100.0 + 2.0 * (i + 3) + i,
                               i + 5.0,
                               i + 5.0 + 9.0,
                               36.0,
                               0.5 * i - 1.0,
                               0.5 * i - 1.0 + 2.0,
                               kx * 1000 + (kx + 1.0),
                               0.25 * i + 4.0 - 0.25 * i,
                               0.25 * i + 4.0 + (0.25 * i + 4.0) + 8.0};
    for (int c = 0; c < kOut; ++c) {
      if (out[i * kOut + c] != want[c]) {
        std::printf("FAIL: output %d at i=%d got %g expected %g\n", c, i, out[i * kOut + c], want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
