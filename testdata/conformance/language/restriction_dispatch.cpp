// restriction_dispatch.cpp
//
// Covers (AMP spec 2.3.2, overloading on the restriction): a call resolves
// for the restriction of the code that makes it, also inside a
// restrict(cpu, amp) function, which is compiled once for each side.
//  * free functions: where() restrict(cpu) / where() restrict(amp), called
//    from a restrict(cpu, amp) function that a kernel and the host call,
//    and through a second restrict(cpu, amp) function that calls the first;
//  * static members of a class: Tag::side() overloaded on the restriction,
//    called from a restrict(cpu, amp) static member;
//  * function templates: pick<T>() overloaded on the restriction, called
//    from a restrict(cpu, amp) template;
//  * overloads that differ by restriction and by parameter types
//    (halve(double) restrict(cpu), halve(float) restrict(amp)): the host's
//    call with a float argument takes the cpu one, a kernel's the amp one.
// The kernel sees the amp overloads' values, the host the cpu ones'.
// amp2hip-test: no-emulate (in emulate mode restrict(...) vanishes and each
// pair of overloads on the restriction is one function defined twice)
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int where() restrict(cpu) { return 1; }
int where() restrict(amp) { return 2; }

int tagged(int x) restrict(cpu, amp) { return x * 10 + where(); }
int tagged_twice(int x) restrict(cpu, amp) { return tagged(x) + tagged(0); }

struct Tag {
  static int side() restrict(cpu) { return 100; }
  static int side() restrict(amp) { return 200; }
  static int mark(int x) restrict(cpu, amp) { return x + side(); }
};

template <typename T> T pick(T x) restrict(cpu) { return x + T(1000); }
template <typename T> T pick(T x) restrict(amp) { return x + T(2000); }
template <typename T> T picked(T x) restrict(cpu, amp) { return pick(x) * T(2); }

float halve(double x) restrict(cpu) { return static_cast<float>(x / 2.0) + 0.25f; }
float halve(float x) restrict(amp) { return x / 2.0f; }

int main() {
  const int n = 16;
  std::vector<int> a(n), b(n), c(n), d(n);
  std::vector<float> h(n);
  array_view<int, 1> av(n, a), bv(n, b), cv(n, c), dv(n, d);
  array_view<float, 1> hv(n, h);
  av.discard_data(); bv.discard_data(); cv.discard_data(); dv.discard_data(); hv.discard_data();
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int x = i[0];
    av[i] = tagged(x);
    bv[i] = tagged_twice(x);
    cv[i] = Tag::mark(x);
    dv[i] = picked(x);
    hv[i] = halve(static_cast<float>(x));
  });
  av.synchronize(); bv.synchronize(); cv.synchronize(); dv.synchronize(); hv.synchronize();
  int bad = 0;
  for (int x = 0; x < n; ++x) {
    // The amp overloads, seen from the kernel.
    bad += a[x] != x * 10 + 2;
    bad += b[x] != x * 10 + 2 + 2;
    bad += c[x] != x + 200;
    bad += d[x] != (x + 2000) * 2;
    bad += h[x] != x / 2.0f;
  }
  // The cpu overloads, seen from the host through the same functions.
  bad += tagged(3) != 31;
  bad += tagged_twice(3) != 32;
  bad += Tag::mark(3) != 103;
  bad += picked(3) != 2006;
  bad += halve(3.0f) != 1.75f;
  if (bad) {
    std::printf("FAIL: %d wrong values\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
