// nested_view_aggregates.cpp
//
// Covers (AMP spec 3.1 and 5.2, capture of aggregates holding array_views):
// a struct holding a struct holding array_views, a struct with a C array of
// two array_views, and a class with private view members and a restrict(amp)
// accessor, all captured by value by one kernel; every nested view is usable
// on the accelerator and its writes reach the host data.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Inner {
  array_view<const int, 1> src;
  array_view<int, 1> dst;
};

struct Outer {
  Inner io;
  int scale;
};

struct Pair {
  array_view<int, 1> views[2];
};

class Sink {
 public:
  explicit Sink(array_view<int, 1> v) : v_(v) {}
  void put(int i, int x) const restrict(amp) { v_[i] = x; }
  void sync() const { v_.synchronize(); }

 private:
  array_view<int, 1> v_;
};

int main() {
  const int n = 513;
  std::vector<int> src(n), dst(n, 0), p0(n, 0), p1(n, 0), sk(n, 0);
  for (int i = 0; i < n; ++i) src[i] = i * 5 - 1000;
  Outer o{Inner{array_view<const int, 1>(n, src), array_view<int, 1>(n, dst)}, 3};
  Pair p{{array_view<int, 1>(n, p0), array_view<int, 1>(n, p1)}};
  Sink s{array_view<int, 1>(n, sk)};
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) {
    int v = o.io.src[i];
    o.io.dst[i] = v * o.scale;
    p.views[0][i] = v + 1;
    p.views[1][i] = v - 1;
    s.put(i[0], -v);
  });
  o.io.dst.synchronize();
  p.views[0].synchronize();
  p.views[1].synchronize();
  s.sync();
  for (int i = 0; i < n; ++i) {
    if (dst[i] != src[i] * 3 || p0[i] != src[i] + 1 || p1[i] != src[i] - 1 || sk[i] != -src[i]) {
      std::printf("FAIL: [%d] got (%d,%d,%d,%d)\n", i, dst[i], p0[i], p1[i], sk[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
