// restriction_agreement_and_implicit_members.cpp
//
// Covers (AMP spec 2.3, the valid side of amp2hip-2019/2028/2029/2030):
// declarations and definitions that agree on the restriction (restrict(amp,
// cpu) declared then defined so, a member declared restrict(amp) in its
// class and defined restrict(amp) outside it, a forward declaration of a
// restrict(amp) helper); throw() on cpu-only functions around the kernels;
// default arguments that call restrict(amp) functions, and a cpu-only
// default argument used only from the host; implicit and defaulted copy
// constructors, copy assignments and destructors of classes whose members
// are restrict(amp, cpu), used in kernels.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int scale(int v) restrict(amp, cpu);
int twice(int v) restrict(amp);

struct Color {
  float r, g, b, a;
  Color() restrict(amp, cpu) : r(0), g(0), b(0), a(1) {}
  Color(const Color &o) restrict(amp, cpu) : r(o.r), g(o.g), b(o.b), a(o.a) {}
  Color &operator=(const Color &o) restrict(amp, cpu) {
    r = o.r;
    g = o.g;
    b = o.b;
    a = o.a;
    return *this;
  }
  ~Color() restrict(amp, cpu) {}
};
struct Pixel {  // every special member implicit
  Color color;
  float depth;
};
struct Edge {
  int from, to;
  Color tint;
  Edge() restrict(amp, cpu) : from(0), to(0) {}
  Edge(const Edge &) = default;
  Edge &operator=(const Edge &) = default;
};

class Ramp {
public:
  explicit Ramp(int base) restrict(amp, cpu) : base_(base) {}
  int at(int i) const restrict(amp);

private:
  int base_;
};

static int host_default() throw() { return 7; }
static int unit() restrict(amp, cpu) { return 1; }
static int add(int v, int step = unit(), int extra = twice(2)) restrict(amp) { return v + step + extra; }
static int host_add(int v, int step = host_default()) { return v + step; }

int main() {
  const int n = 20;
  std::vector<int> ints(n, 0);
  std::vector<Pixel> pixels(n);
  std::vector<Edge> edges(n);
  for (int i = 0; i < n; ++i) {
    pixels[i].depth = float(i);
    pixels[i].color.r = 0.5f * i;
    edges[i].from = i;
    edges[i].to = i + 1;
  }
  array_view<int, 1> iv(n, ints);
  array_view<Pixel, 1> pv(n, pixels);
  array_view<Edge, 1> ev(n, edges);
  iv.discard_data();
  parallel_for_each(iv.extent, [=](index<1> i) restrict(amp) {
    Pixel p = pv[i];             // implicit copy constructor: Color's is amp
    Pixel q;
    q = p;                       // implicit copy assignment
    q.depth += 1.0f;
    pv[i] = q;
    Edge e(ev[i]);               // defaulted copy constructor
    Edge f;
    f = e;                       // defaulted copy assignment
    Ramp r(i[0]);
    iv[i] = add(scale(f.to)) + r.at(2);
  });
  iv.synchronize();
  pv.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = (i + 1) * 3 + 1 + 4 + (i + 2 * 2);
    if (ints[i] != want || pixels[i].depth != float(i + 1) || pixels[i].color.r != 0.5f * i) {
      std::printf("FAIL: [%d] got %d expected %d (depth %f)\n", i, ints[i], want, pixels[i].depth);
      return 1;
    }
  }
  if (host_add(1) != 8 || scale(2) != 6) {
    std::printf("FAIL: host calls\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}

int scale(int v) restrict(amp, cpu) { return v * 3; }
int twice(int v) restrict(amp) { return 2 * v; }
int Ramp::at(int i) const restrict(amp) { return base_ + 2 * i; }
