// restrict_overloads_members.cpp
//
// Covers (issue 12, item 3): overloads on the restriction alone as a class
// library writes them: members declared in the class and defined out of
// line, a const and a non-const pair, overloads reached through a
// restrict(amp) helper rather than from the kernel itself, a functor kernel,
// a tiled kernel, overloads in a namespace called qualified, MSVC's
// __CPU_ONLY/__GPU_ONLY spelling, and a kernel in a function template whose
// call depends on the template parameter. Host code calls the same names and
// must get the cpu bodies.
//
// amp2hip-test: no-emulate (in emulate mode restrict(...) vanishes and each
// pair is one function defined twice)
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

namespace policy {
// Which side ran: a device path and a host path with the same signature.
inline int side() restrict(cpu) { return 100; }
inline int side() restrict(amp) { return 200; }
inline float scale(float x) __CPU_ONLY { return x * 10.0f; }
inline float scale(float x) __GPU_ONLY { return x * 20.0f; }
} // namespace policy

class Sampler {
public:
  explicit Sampler(int bias) restrict(amp, cpu) : bias_(bias) {}
  int sample(int x) const restrict(cpu);
  int sample(int x) const restrict(amp);
  int bump() restrict(cpu);
  int bump() restrict(amp);

private:
  int bias_;
};

int Sampler::sample(int x) const restrict(cpu) { return x + bias_; }
int Sampler::sample(int x) const restrict(amp) { return x - bias_; }
int Sampler::bump() restrict(cpu) { return bias_ += 1; }
int Sampler::bump() restrict(amp) { return bias_ += 2; }

// A restrict(amp) helper: the overloads it calls are the amp ones too.
int through_helper(int x) restrict(amp) { return policy::side() + x; }

template <typename T>
T twice(T x) restrict(cpu) { return x + x; }
template <typename T>
T twice(T x) restrict(amp) { return x * 3; } // deliberately not twice on the GPU

struct AddSide {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) { out[i] += policy::side(); }
};

template <typename T>
void run_generic(array_view<T, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = twice(v[i]); });
}

#define CHECK(cond, ...)                                                     \
  do {                                                                       \
    if (!(cond)) {                                                           \
      std::printf("FAIL: " __VA_ARGS__);                                     \
      std::printf("\n");                                                     \
      return 1;                                                              \
    }                                                                        \
  } while (0)

int main() {
  const int n = 37;
  std::vector<int> a(n, 0), b(n, 0), g(n);
  std::vector<float> f(n, 0.0f);
  for (int i = 0; i < n; ++i) g[i] = i;
  array_view<int, 1> av(n, a), bv(n, b), gv(n, g);
  array_view<float, 1> fv(n, f);
  Sampler s(5);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Sampler local = s;
    int first = local.bump();  // 7 on the device
    av[i] = local.sample(i[0]) * 1000 + first;
    fv[i] = policy::scale(static_cast<float>(i[0]));
  });
  parallel_for_each(bv.extent.tile<1>(), [=](tiled_index<1> t) restrict(amp) {
    bv[t.global] = through_helper(t.global[0]);
  });
  parallel_for_each(bv.extent, AddSide{bv});
  run_generic(gv);
  av.synchronize();
  bv.synchronize();
  fv.synchronize();
  gv.synchronize();
  for (int i = 0; i < n; ++i) {
    CHECK(a[i] == (i - 7) * 1000 + 7, "a[%d] = %d", i, a[i]);
    CHECK(b[i] == 200 + i + 200, "b[%d] = %d", i, b[i]);
    CHECK(f[i] == 20.0f * static_cast<float>(i), "f[%d] = %f", i, f[i]);
    CHECK(g[i] == 3 * i, "g[%d] = %d", i, g[i]);
  }
  Sampler h(5);
  int first = h.bump();
  CHECK(first == 6 && h.sample(1) == 7, "host Sampler: %d %d", first, h.sample(1));
  CHECK(policy::side() == 100, "host side()");
  CHECK(policy::scale(2.0f) == 20.0f, "host scale()");
  CHECK(twice(21) == 42 && twice(1.5) == 3.0, "host twice()");
  std::printf("PASS\n");
  return 0;
}
