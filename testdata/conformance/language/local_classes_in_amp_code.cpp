// local_classes_in_amp_code.cpp
//
// Covers (Visual C++'s rule for local classes in restricted code): the
// member functions of a class declared inside amp code take the restriction
// of the code around the class unless they write their own; a member that
// says restrict(cpu) is cpu code and is not held to amp's rules.
//  * a struct declared in a kernel lambda, with a constructor, a const
//    member, a static member and an operator() called from the kernel, and a
//    restrict(cpu) member that prints (varargs, which amp code may not call)
//    and that nothing in the kernel calls;
//  * a class declared in a restrict(amp) free function (its members become
//    __device__), with a private member and a member calling a restrict(amp)
//    free function;
//  * a struct declared in a restrict(amp, cpu) function that the kernel and
//    the host both call (its members become __host__ __device__);
//  * a struct in a lambda without a restriction inside a kernel, and a struct
//    nested in a local struct;
//  * a local class in a restrict(amp) function template;
//  * a local class in a functor kernel's restrict(amp) operator().
// The kernel's results are checked against the same computation on the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

static float square(float x) restrict(amp, cpu) { return x * x; }

// A class declared in a restrict(amp) function: __device__ members.
static float smooth(float x) restrict(amp) {
  class Smoother {
  public:
    explicit Smoother(float w) : weight(w) {}
    float apply(float v) const { return weight * square(v) + (1.0f - weight) * v; }

  private:
    float weight;
  };
  Smoother s(0.25f);
  return s.apply(x);
}
static float smooth_on_host(float x) { return 0.25f * x * x + 0.75f * x; }

// A struct declared in a restrict(amp, cpu) function, called from both sides.
static int digit_sum(int v) restrict(amp, cpu) {
  struct Digits {
    int rest;
    int next() {
      int d = rest % 10;
      rest /= 10;
      return d;
    }
    bool done() const { return rest == 0; }
  };
  Digits d = {v < 0 ? -v : v};
  int sum = 0;
  while (!d.done())
    sum += d.next();
  return sum;
}

// A local class in a restrict(amp) function template.
template <typename T>
static T clamp_to(T v, T lo, T hi) restrict(amp) {
  struct Bounds {
    T lo, hi;
    T clamp(T x) const { return x < lo ? lo : (x > hi ? hi : x); }
  };
  Bounds b = {lo, hi};
  return b.clamp(v);
}

// A local class in a functor kernel's operator().
struct Doubler {
  array_view<int, 1> out;
  explicit Doubler(array_view<int, 1> o) : out(o) {}
  void operator()(index<1> i) const restrict(amp) {
    struct Twice {
      static int of(int x) { return 2 * x; }
    };
    out[i] = Twice::of(out[i]);
  }
};

int main() {
  const int n = 64;
  std::vector<float> in(n), out(n, 0.0f);
  std::vector<int> sums(n, 0), clamps(n, 0), doubled(n);
  for (int i = 0; i < n; ++i) {
    in[i] = 0.5f * static_cast<float>(i) - 8.0f;
    doubled[i] = i - 20;
  }
  array_view<const float, 1> iv(n, in);
  array_view<float, 1> ov(n, out);
  array_view<int, 1> sv(n, sums);
  array_view<int, 1> cv(n, clamps);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    // A struct declared in the kernel: its members are amp code.
    struct Accumulator {
      float total;
      int count;
      Accumulator() : total(0.0f), count(0) {}
      void add(float v) {
        total += v;
        ++count;
      }
      float mean() const { return count ? total / count : 0.0f; }
      static float bias() { return 0.5f; }
      float operator()(float v) const { return v + total; }
      // cpu code: never called in the kernel, and not checked as amp code.
      void dump() const restrict(cpu) { std::printf("total %f over %d\n", total, count); }
    };
    // A struct nested in a local struct, and one in a lambda without a
    // restriction: amp code too.
    struct Pair {
      struct Half {
        float of(float v) const { return v * 0.5f; }
      };
      float a, b;
      float sum() const { return Half().of(a) + Half().of(b); }
    };
    auto offset = [](float v) {
      struct Shift {
        float by;
        float apply(float x) const { return x + by; }
      };
      Shift s = {1.0f};
      return s.apply(v);
    };
    const int i = idx[0];
    Accumulator acc;
    acc.add(iv[idx]);
    acc.add(smooth(iv[idx]));
    Pair p = {acc.mean(), Accumulator::bias()};
    ov[idx] = acc(p.sum()) + offset(0.0f);
    sv[idx] = digit_sum(i * 37 - 900);
    cv[idx] = clamp_to(i - 10, 0, 40);
  });
  array_view<int, 1> dv(n, doubled);
  parallel_for_each(dv.extent, Doubler(dv));
  ov.synchronize();
  dv.synchronize();
  sv.synchronize();
  cv.synchronize();

  for (int i = 0; i < n; ++i) {
    float x = in[i];
    float total = x + smooth_on_host(x);
    float mean = total / 2.0f;
    float expect = total + (mean * 0.5f + 0.5f * 0.5f) + 1.0f;
    if (out[i] != expect) {
      std::printf("FAIL: out[%d] got %f expected %f\n", i, out[i], expect);
      return 1;
    }
    if (sums[i] != digit_sum(i * 37 - 900)) {
      std::printf("FAIL: sums[%d] got %d expected %d\n", i, sums[i], digit_sum(i * 37 - 900));
      return 1;
    }
    int c = i - 10 < 0 ? 0 : (i - 10 > 40 ? 40 : i - 10);
    if (clamps[i] != c) {
      std::printf("FAIL: clamps[%d] got %d expected %d\n", i, clamps[i], c);
      return 1;
    }
  }
  for (int i = 0; i < n; ++i)
    if (doubled[i] != 2 * (i - 20)) {
      std::printf("FAIL: doubled[%d] got %d expected %d\n", i, doubled[i], 2 * (i - 20));
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
