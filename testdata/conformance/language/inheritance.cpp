// inheritance.cpp
//
// Covers (AMP spec 2.4, amp-compatible class types): non-virtual single
// inheritance with restrict(amp, cpu) members in base and derived classes, a
// derived member hiding a base member, calls through Base:: qualification,
// a derived object passed as a base reference, and a derived type stored in
// an array_view.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Shape {
  int w, h;
  int area() const restrict(amp, cpu) { return w * h; }
  int perimeter() const restrict(amp, cpu) { return 2 * (w + h); }
};

struct Box : Shape {
  int d;
  int area() const restrict(amp, cpu) { return 2 * (w * h + h * d + w * d); }
  int volume() const restrict(amp, cpu) { return Shape::area() * d; }
};

struct Labeled : Box {
  int label;
};

static int describe(const Shape& s) restrict(amp, cpu) { return s.area() * 1000 + s.perimeter(); }

int main() {
  const int n = 250;
  std::vector<Labeled> items(n);
  for (int i = 0; i < n; ++i) {
    items[i].w = i % 7 + 1;
    items[i].h = i % 5 + 2;
    items[i].d = i % 3 + 1;
    items[i].label = 0;
  }
  std::vector<Labeled> orig = items;
  std::vector<int> vol(n, 0), desc(n, 0);
  array_view<Labeled, 1> iv(n, items);
  array_view<int, 1> vv(n, vol), dv(n, desc);
  vv.discard_data();
  dv.discard_data();
  parallel_for_each(iv.extent, [=](index<1> idx) restrict(amp) {
    Labeled b = iv[idx];
    vv[idx] = b.volume() + b.area();
    dv[idx] = describe(b);
    b.label = b.Shape::area() - b.Box::area();
    iv[idx] = b;
  });
  iv.synchronize();
  vv.synchronize();
  dv.synchronize();
  for (int i = 0; i < n; ++i) {
    const Labeled& b = orig[i];
    int ev = b.volume() + b.area();
    int ed = describe(b);
    int el = b.Shape::area() - b.Box::area();
    if (vol[i] != ev || desc[i] != ed || items[i].label != el) {
      std::printf("FAIL: [%d] got (%d,%d,%d) expected (%d,%d,%d)\n", i, vol[i], desc[i],
                  items[i].label, ev, ed, el);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
