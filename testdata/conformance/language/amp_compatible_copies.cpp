// amp_compatible_copies.cpp
//
// Covers (the valid side of amp2hip-2030 for copies): objects copied in amp
// code whose copy constructors are amp-compatible.
//  * a [=] kernel capturing by value a struct with an implicit copy
//    constructor whose member's copy constructor is restrict(amp, cpu);
//  * an explicit capture of a struct with an `= default` copy constructor
//    over such members, and of a class with its own restrict(amp, cpu) copy
//    constructor;
//  * a restrict(amp) function taking those by value;
//  * a lambda inside the kernel capturing a local struct by value;
//  * a class whose copy constructor is restrict(cpu), used on the host only:
//    the kernel captures a plain value taken from it.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Gain {
  float k;
  Gain() restrict(amp, cpu) : k(1.0f) {}
  explicit Gain(float v) restrict(amp, cpu) : k(v) {}
  Gain(const Gain &o) restrict(amp, cpu) : k(o.k) {}
};

// Implicit copy constructor: copies Gain with its restrict(amp, cpu) one.
struct Stage {
  Gain gain;
  float bias;
};

// `= default` copy constructor over amp-compatible members.
struct Pipeline {
  Stage first, second;
  Pipeline() restrict(amp, cpu) {}
  Pipeline(const Pipeline &) = default;
  float run(float x) const restrict(amp, cpu) {
    return second.gain.k * (first.gain.k * x + first.bias) + second.bias;
  }
};

// A copy constructor the user wrote, restrict(amp, cpu).
class Window {
public:
  Window(int l, int h) restrict(amp, cpu) : lo(l), hi(h) {}
  Window(const Window &o) restrict(amp, cpu) : lo(o.lo), hi(o.hi) {}
  int clamp(int v) const restrict(amp, cpu) { return v < lo ? lo : (v > hi ? hi : v); }

private:
  int lo, hi;
};

// Host only: its copy constructor is restrict(cpu).
struct Journal {
  int entries;
  explicit Journal(int n) : entries(n) {}
  Journal(const Journal &o) restrict(cpu) : entries(o.entries) {}
};

static float through(Pipeline p, float x) restrict(amp) { return p.run(x); }
static int clamped(Window w, int v) restrict(amp) { return w.clamp(v); }

int main() {
  const int n = 40;
  std::vector<float> out(n, 0.0f);
  std::vector<int> clamps(n, 0);
  array_view<float, 1> ov(n, out);
  array_view<int, 1> cv(n, clamps);
  ov.discard_data();
  cv.discard_data();

  Stage stage;
  stage.gain = Gain(2.0f);
  stage.bias = 1.0f;
  Pipeline pipe;
  pipe.first = stage;
  pipe.second.gain = Gain(0.5f);
  pipe.second.bias = -1.0f;
  Window window(3, 20);
  Journal journal(4);
  Journal copy = journal;  // on the host: fine
  const int extra = copy.entries;

  parallel_for_each(ov.extent, [=](index<1> idx) restrict(amp) {
    const float x = static_cast<float>(idx[0]);
    Stage local = stage;
    auto apply = [local](float v) restrict(amp) { return local.gain.k * v + local.bias; };
    ov[idx] = apply(x) + through(pipe, x);
  });
  parallel_for_each(cv.extent, [cv, window, extra](index<1> idx) restrict(amp) {
    cv[idx] = clamped(window, idx[0]) + extra;
  });
  ov.synchronize();
  cv.synchronize();

  for (int i = 0; i < n; ++i) {
    float x = static_cast<float>(i);
    float expect = (2.0f * x + 1.0f) + (0.5f * (2.0f * x + 1.0f) - 1.0f);
    if (out[i] != expect) {
      std::printf("FAIL: out[%d] got %f expected %f\n", i, out[i], expect);
      return 1;
    }
    int c = (i < 3 ? 3 : (i > 20 ? 20 : i)) + 4;
    if (clamps[i] != c) {
      std::printf("FAIL: clamps[%d] got %d expected %d\n", i, clamps[i], c);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
