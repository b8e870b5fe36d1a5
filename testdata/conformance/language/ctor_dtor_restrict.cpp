// ctor_dtor_restrict.cpp
//
// Covers (AMP spec 2.3.2, special member functions): constructors (default,
// converting, copy) and destructors declared restrict(amp, cpu), objects
// constructed, copied, assigned and destroyed inside a kernel; a destructor
// with a side effect on a reference member that the kernel observes.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Counter {
  int& target;
  int step;
  Counter(int& t, int s) restrict(amp, cpu) : target(t), step(s) { target += 100 * s; }
  Counter(const Counter& o) restrict(amp, cpu) : target(o.target), step(o.step + 1) {}
  ~Counter() restrict(amp, cpu) { target += step; }
};

struct Pair {
  int a, b;
  Pair() restrict(amp, cpu) : a(1), b(2) {}
  explicit Pair(int v) restrict(amp, cpu) : a(v), b(-v) {}
  Pair(const Pair& o) restrict(amp, cpu) : a(o.a + 10), b(o.b + 10) {}
  Pair& operator=(const Pair& o) restrict(amp, cpu) {
    a = o.a * 2;
    b = o.b * 2;
    return *this;
  }
  ~Pair() restrict(amp, cpu) {}
};

static int host_run(int i, int& p0, int& p1) {
  int log = 0;
  {
    Counter c1(log, i % 5);
    {
      Counter c2(c1);
      (void)c2;
    }
  }
  Pair d;
  Pair e(i);
  Pair f(e);
  d = f;
  p0 = d.a;
  p1 = d.b;
  return log;
}

int main() {
  const int n = 300;
  std::vector<int> logs(n, 0), pa(n, 0), pb(n, 0);
  array_view<int, 1> lv(n, logs), av(n, pa), bv(n, pb);
  lv.discard_data();
  av.discard_data();
  bv.discard_data();
  parallel_for_each(lv.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    int log = 0;
    {
      Counter c1(log, i % 5);
      {
        Counter c2(c1);
        (void)c2;
      }
    }
    Pair d;
    Pair e(i);
    Pair f(e);
    d = f;
    lv[idx] = log;
    av[idx] = d.a;
    bv[idx] = d.b;
  });
  lv.synchronize();
  av.synchronize();
  bv.synchronize();
  for (int i = 0; i < n; ++i) {
    int e0, e1;
    int el = host_run(i, e0, e1);
    if (logs[i] != el || pa[i] != e0 || pb[i] != e1) {
      std::printf("FAIL: [%d] got (%d,%d,%d) expected (%d,%d,%d)\n", i, logs[i], pa[i], pb[i], el,
                  e0, e1);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
