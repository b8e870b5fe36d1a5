// overloading_on_types.cpp
//
// Covers (AMP spec 2.3.3, overload resolution in amp context): restrict(amp)
// functions overloaded on argument type (int, unsigned, float, double), on
// arity, and on const/non-const reference, resolved inside a kernel; an
// overloaded member function; overloaded function templates.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int tag(int) restrict(amp, cpu) { return 1; }
int tag(unsigned) restrict(amp, cpu) { return 2; }
int tag(float) restrict(amp, cpu) { return 3; }
int tag(double) restrict(amp, cpu) { return 4; }
int tag(int, int) restrict(amp, cpu) { return 5; }
int ref_kind(int&) restrict(amp, cpu) { return 10; }
int ref_kind(const int&) restrict(amp, cpu) { return 20; }

struct Sel {
  int pick(int v) const restrict(amp, cpu) { return v + 100; }
  int pick(float v) const restrict(amp, cpu) { return static_cast<int>(v * 2.0f) + 200; }
};

template <typename T>
int gen(T) restrict(amp, cpu) {
  return 1000;
}
template <typename T>
int gen(T*) restrict(amp, cpu) {
  return 2000;
}

static int host_code(int i) {
  int x = i;
  const int cx = i;
  Sel s;
  return tag(i) + tag(unsigned(i)) * 10 + tag(float(i)) * 100 + tag(double(i)) * 1000 +
         tag(i, i) * 10000 + ref_kind(x) + ref_kind(cx) + s.pick(i) + s.pick(0.5f * i) + gen(i) +
         gen(&x);
}

int main() {
  const int n = 200;
  std::vector<int> out(n, 0);
  array_view<int, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    int i = idx[0];
    int x = i;
    const int cx = i;
    Sel s;
    ov[idx] = tag(i) + tag(unsigned(i)) * 10 + tag(float(i)) * 100 + tag(double(i)) * 1000 +
              tag(i, i) * 10000 + ref_kind(x) + ref_kind(cx) + s.pick(i) + s.pick(0.5f * i) +
              gen(i) + gen(&x);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int e = host_code(i);
    if (out[i] != e) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
