// struct_element_types.cpp
//
// Covers (AMP spec 2.4, amp-compatible types): user structs as array_view
// element types (mixed int/float/double members), a nested struct member, a
// fixed-size array inside a struct, a class with private members and
// restrict(amp, cpu) accessors, and whole-struct copies in and out of views.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Vec2 {
  float x, y;
};

struct Particle {
  Vec2 pos;
  Vec2 vel;
  int hits[3];
  double mass;
};

class Cell {
 public:
  Cell() restrict(amp, cpu) : value_(0), flags_(0u) {}
  int value() const restrict(amp, cpu) { return value_; }
  unsigned flags() const restrict(amp, cpu) { return flags_; }
  void set(int v, unsigned f) restrict(amp, cpu) {
    value_ = v;
    flags_ = f;
  }

 private:
  int value_;
  unsigned flags_;
};

static void step(Particle& p, int i) restrict(amp, cpu) {
  p.pos.x += p.vel.x * 0.5f;
  p.pos.y += p.vel.y * 0.5f;
  for (int k = 0; k < 3; ++k) p.hits[k] += (i + k) % 3;
  p.mass = p.mass * 1.5 + 0.25;
}

int main() {
  const int n = 257;
  std::vector<Particle> ps(n), ref(n);
  std::vector<Cell> cells(n);
  for (int i = 0; i < n; ++i) {
    ps[i].pos = Vec2{float(i), float(-i)};
    ps[i].vel = Vec2{0.25f * (i % 5), -0.5f * (i % 3)};
    for (int k = 0; k < 3; ++k) ps[i].hits[k] = i * k;
    ps[i].mass = 1.0 + i;
  }
  ref = ps;
  array_view<Particle, 1> pv(n, ps);
  array_view<Cell, 1> cv(n, cells);
  parallel_for_each(pv.extent, [=](index<1> idx) restrict(amp) {
    Particle p = pv[idx];
    step(p, idx[0]);
    pv[idx] = p;
    Cell c;
    c.set(p.hits[2] - idx[0], static_cast<unsigned>(idx[0]) * 3u);
    cv[idx] = c;
  });
  pv.synchronize();
  cv.synchronize();
  for (int i = 0; i < n; ++i) {
    Particle e = ref[i];
    step(e, i);
    const Particle& g = ps[i];
    bool ok = g.pos.x == e.pos.x && g.pos.y == e.pos.y && g.vel.x == e.vel.x &&
              g.vel.y == e.vel.y && g.mass == e.mass;
    for (int k = 0; k < 3; ++k) ok = ok && g.hits[k] == e.hits[k];
    if (!ok) {
      std::printf("FAIL: particle %d mismatch (pos %f,%f mass %f)\n", i, g.pos.x, g.pos.y, g.mass);
      return 1;
    }
    if (cells[i].value() != e.hits[2] - i || cells[i].flags() != unsigned(i) * 3u) {
      std::printf("FAIL: cell %d got (%d,%u)\n", i, cells[i].value(), cells[i].flags());
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
