// amp_compatible_captures_and_elements.cpp
//
// Covers (AMP spec 2.4.1, the valid side of amp2hip-2022/2026/2027): what a
// kernel may capture and what an array_view may hold, next to the mistakes
// those rules reject: pointers used inside kernels (to a local, to a view
// element, re-seated) but never captured; a captured struct of ints and
// floats holding an array_view; a functor with an array& and an
// array_view member; element types with several members, a non-virtual
// base and a nested struct (all multiples of 4 bytes); a static constexpr
// member and a namespace-scope constant read in a kernel; a host pointer
// used on the host right before and after the launch; a struct with a
// static array_view member that only host code touches.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Vec2 {
  float x, y;
};
struct Body : Vec2 {  // non-virtual base
  float mass;
  int id;
};
struct Settings {
  int count;
  float bias;
  array_view<const float, 1> weights;  // views are captured by value
};
struct Limits {
  static constexpr int kMax = 50;
};
const int kOffset = 3;

struct Registry {
  static array_view<int, 1> last_used;  // only the host touches it
};
static std::vector<int> g_marks(4, 0);
array_view<int, 1> Registry::last_used(4, g_marks);

struct Accumulate {
  array<int, 1> &totals;
  array_view<const Body, 1> bodies;
  void operator()(index<1> i) const restrict(amp) {
    const Body &b = bodies[i];
    totals[i] = b.id * 10 + static_cast<int>(b.mass);
  }
};

int main() {
  const int n = 24;
  std::vector<float> weights(n), out(n, 0.0f);
  for (int i = 0; i < n; ++i) weights[i] = 0.5f * i;
  float *host_out = out.data();  // a host pointer, used on the host only
  host_out[0] = -1.0f;

  Settings s{n, 0.25f, array_view<const float, 1>(n, weights)};
  array_view<float, 1> ov(n, out);
  ov.discard_data();
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    float local[2] = {s.weights[i], s.bias};
    float *p = &local[0];  // a pointer inside the kernel
    float acc = *p;
    p = &local[1];
    acc += *p;
    float &slot = ov[i];
    float *q = &slot;
    *q = acc + (i[0] < Limits::kMax ? kOffset : 0);
  });
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    float want = 0.5f * i + 0.25f + kOffset;
    if (host_out[i] != want) {
      std::printf("FAIL: out[%d] got %f expected %f\n", i, host_out[i], want);
      return 1;
    }
  }

  std::vector<Body> bodies(n);
  for (int i = 0; i < n; ++i) {
    bodies[i].x = float(i);
    bodies[i].y = 0.0f;
    bodies[i].mass = float(i % 5);
    bodies[i].id = i;
  }
  array_view<Body, 1> bv(n, bodies);
  parallel_for_each(bv.extent, [=](index<1> i) restrict(amp) {
    Body b = bv[i];
    b.x += b.mass;
    bv[i] = b;
  });
  array<int, 1> totals(n);
  Accumulate acc{totals, bv};
  parallel_for_each(totals.extent, acc);
  std::vector<int> got = totals;
  bv.synchronize();
  Registry::last_used[0] = n;
  for (int i = 0; i < n; ++i) {
    if (got[i] != i * 10 + i % 5 || bodies[i].x != float(i + i % 5)) {
      std::printf("FAIL: body %d: total %d x %f\n", i, got[i], bodies[i].x);
      return 1;
    }
  }
  if (g_marks[0] != n) {
    std::printf("FAIL: host-only static view\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
