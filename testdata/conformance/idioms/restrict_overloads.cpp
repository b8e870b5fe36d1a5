// restrict_overloads.cpp
//
// Covers (issue 12, item 3): overloading on the restriction alone, as code
// uses it to pick a device path: free functions, a function template, a
// member function and a static member, each with a restrict(cpu) and a
// restrict(amp) body that return different values. Kernels call the amp
// overload, host code the cpu one.
//
// amp2hip-test: no-emulate (in emulate mode restrict(...) vanishes and each
// pair is one function defined twice)
#include <amp.h>
#include <amp_math.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int where() restrict(cpu) { return 1; }
int where() restrict(amp) { return 2; }

float my_sqrt(float x) restrict(cpu) { return x < 0 ? -1.0f : 100.0f + x; }
float my_sqrt(float x) restrict(amp) { return fast_math::sqrt(x); }

template <typename T>
T pick(T cpu_value, T amp_value) restrict(cpu) { return cpu_value; }
template <typename T>
T pick(T cpu_value, T amp_value) restrict(amp) { return amp_value; }

struct Counter {
  int base;
  int value() const restrict(cpu) { return base + 1000; }
  int value() const restrict(amp) { return base + 2000; }
  static int tag() restrict(cpu) { return 10; }
  static int tag() restrict(amp) { return 20; }
};

#define CHECK(cond, ...)                                                     \
  do {                                                                       \
    if (!(cond)) {                                                           \
      std::printf("FAIL: " __VA_ARGS__);                                     \
      std::printf("\n");                                                     \
      return 1;                                                              \
    }                                                                        \
  } while (0)

int main() {
  const int n = 100;
  std::vector<int> out(n * 5, 0);
  std::vector<float> roots(n, 0.0f);
  array_view<int, 2> ov(n, 5, out);
  array_view<float, 1> rv(n, roots);
  Counter c{5};
  parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) {
    ov(i[0], 0) = where();
    ov(i[0], 1) = pick(1, 2);
    ov(i[0], 2) = c.value();
    ov(i[0], 3) = Counter::tag();
    ov(i[0], 4) = i[0];
    rv[i] = my_sqrt(static_cast<float>(i[0] * i[0]));
  });
  ov.synchronize();
  rv.synchronize();
  for (int i = 0; i < n; ++i) {
    CHECK(out[i * 5 + 0] == 2, "kernel where() = %d", out[i * 5]);
    CHECK(out[i * 5 + 1] == 2, "kernel pick = %d", out[i * 5 + 1]);
    CHECK(out[i * 5 + 2] == 2005, "kernel value() = %d", out[i * 5 + 2]);
    CHECK(out[i * 5 + 3] == 20, "kernel tag() = %d", out[i * 5 + 3]);
    CHECK(out[i * 5 + 4] == i, "index %d", out[i * 5 + 4]);
    CHECK(roots[i] == static_cast<float>(i), "kernel my_sqrt(%d) = %f", i, roots[i]);
  }
  CHECK(where() == 1, "host where() = %d", where());
  CHECK(pick(1, 2) == 1, "host pick");
  CHECK(c.value() == 1005, "host value() = %d", c.value());
  CHECK(Counter::tag() == 10, "host tag()");
  CHECK(my_sqrt(4.0f) == 104.0f, "host my_sqrt = %f", my_sqrt(4.0f));
  std::printf("PASS\n");
  return 0;
}
