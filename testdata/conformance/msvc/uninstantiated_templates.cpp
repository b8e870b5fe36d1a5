// uninstantiated_templates.cpp
//
// Covers (Visual C++'s delayed template parsing, --msvc): function
// templates holding kernels, one of which nothing instantiates (its body is
// only parsed at the end of the file; it made amp2hip crash), templates
// calling a restrict(amp, cpu) helper template, and a member function
// template of a class template launching a kernel; each instantiated one is
// checked.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T> T combine(T a, T b) restrict(amp, cpu) { return a + b * 2; }

template <typename T> void add_offset(array_view<T, 1> v, T offset) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = combine(v[i], offset); });
}

// Never instantiated: Visual C++ does not look inside; amp2hip still
// translates its kernel.
template <typename T> void never_called(array_view<T, 2> m) {
  parallel_for_each(m.extent, [=](index<2> i) restrict(amp) { m[i] = combine(m[i], (T)1); });
}

template <typename T> struct Stepper {
  template <int By> void step(array_view<T, 1> v) const {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += (T)By; });
  }
};

int main() {
  const int n = 517;
  std::vector<int> a(n);
  std::vector<double> b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = i * 0.5;
  }
  array_view<int, 1> av(n, a);
  array_view<double, 1> bv(n, b);
  add_offset(av, 3);
  add_offset(bv, 0.25);
  Stepper<int>().step<4>(av);
  av.synchronize();
  bv.synchronize();
  for (int i = 0; i < n; ++i) {
    if (a[i] != i + 6 + 4) {
      std::printf("FAIL: a[%d] got %d expected %d\n", i, a[i], i + 10);
      return 1;
    }
    if (b[i] != i * 0.5 + 0.5) {
      std::printf("FAIL: b[%d] got %f expected %f\n", i, b[i], i * 0.5 + 0.5);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
