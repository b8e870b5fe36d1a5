// kernels_in_classes.cpp
//
// Covers (AMP spec 3.1, parallel_for_each in member functions): a kernel
// launched from a non-const member function that copies members to locals
// first, from a const member function, from a static member function, and
// from a member function of a class template (the kernel becomes a template).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

class Blur {
 public:
  Blur(int radius) : radius_(radius) {}
  void apply(array_view<const int, 1> in, array_view<int, 1> out) const {
    const int r = radius_;
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
      int s = 0;
      for (int k = -r; k <= r; ++k) {
        int j = i[0] + k;
        if (j >= 0 && j < in.extent[0]) s += in[j];
      }
      out[i] = s;
    });
  }
  void set_radius(int r) { radius_ = r; }
  static void fill(array_view<int, 1> v, int base) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = base + i[0] % 10; });
  }

 private:
  int radius_;
};

template <typename T>
class Accum {
 public:
  explicit Accum(T step) : step_(step) {}
  void run(array_view<T, 1> v, int times) {
    const T step = step_;
    for (int t = 0; t < times; ++t)
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += step * T(i[0] % 3); });
  }

 private:
  T step_;
};

int main() {
  const int n = 509;
  std::vector<int> in(n, 0), out(n, 0);
  std::vector<float> acc(n, 1.0f);
  array_view<int, 1> iv(n, in), ov(n, out);
  Blur::fill(iv, 3);
  Blur b(1);
  b.apply(iv, ov);
  b.set_radius(2);
  std::vector<int> out2(n, 0);
  array_view<int, 1> ov2(n, out2);
  b.apply(iv, ov2);
  array_view<float, 1> av(n, acc);
  Accum<float>(0.5f).run(av, 3);
  ov.synchronize();
  ov2.synchronize();
  av.synchronize();
  iv.synchronize();
  for (int i = 0; i < n; ++i) {
    int e1 = 0, e2 = 0;
    for (int k = -2; k <= 2; ++k) {
      int j = i + k;
      if (j < 0 || j >= n) continue;
      int v = 3 + j % 10;
      if (k >= -1 && k <= 1) e1 += v;
      e2 += v;
    }
    float ea = 1.0f + 3 * 0.5f * (i % 3);
    if (in[i] != 3 + i % 10 || out[i] != e1 || out2[i] != e2 || acc[i] != ea) {
      std::printf("FAIL: [%d] got (%d,%d,%d,%f) expected (%d,%d,%f)\n", i, in[i], out[i], out2[i],
                  acc[i], e1, e2, ea);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
