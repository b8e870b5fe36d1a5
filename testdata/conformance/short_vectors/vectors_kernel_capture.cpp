// vectors_kernel_capture.cpp
//
// Covers: short vectors captured by value into a kernel lambda (float_4,
// int_2, double_3 locals of the host function become kernel parameters) and
// a struct holding short vectors used as an array_view element type; the
// kernel combines captured and per-element vectors; against the CPU.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

struct Particle {
  float_3 pos;
  float_3 vel;
  int_2 cell;
};

int main() {
  constexpr int n = 157;
  std::vector<Particle> ps(n);
  for (int i = 0; i < n; ++i) {
    ps[i].pos = float_3(0.1f * i, -0.2f * i, 1.0f);
    ps[i].vel = float_3(1.0f, 0.5f, -0.25f * (i % 4));
    ps[i].cell = int_2(0, 0);
  }
  const float_4 gravity_dt(0.0f, -9.75f, 0.0f, 0.125f);  // (g, dt in w)
  const int_2 grid(8, 4);
  const double_3 scale(2.0, 3.0, 4.0);
  std::vector<double_3> scaled(n);
  array_view<Particle, 1> vp(n, ps);
  array_view<double_3, 1> vs(n, scaled);
  vs.discard_data();
  parallel_for_each(vp.extent, [=](index<1> i) restrict(amp) {
    Particle p = vp[i];
    const float dt = gravity_dt.w;
    p.vel += float_3(gravity_dt.x, gravity_dt.y, gravity_dt.z) * float_3(dt);
    p.pos += p.vel * float_3(dt);
    p.cell = int_2(static_cast<int>(p.pos.x) % grid.x, static_cast<int>(-p.pos.y) % grid.y);
    vp[i] = p;
    vs[i] = double_3(p.pos.x, p.pos.y, p.pos.z) * scale;
  });
  vp.synchronize();
  vs.synchronize();
  for (int i = 0; i < n; ++i) {
    float vel[3] = {1.0f, 0.5f, -0.25f * (i % 4)};
    float pos[3] = {0.1f * i, -0.2f * i, 1.0f};
    const float g[3] = {0.0f, -9.75f, 0.0f};
    for (int c = 0; c < 3; ++c) {
      vel[c] += g[c] * 0.125f;
      pos[c] += vel[c] * 0.125f;
    }
    const int cx = static_cast<int>(pos[0]) % 8, cy = static_cast<int>(-pos[1]) % 4;
    const Particle& p = ps[i];
    if (p.pos.x != pos[0] || p.pos.y != pos[1] || p.pos.z != pos[2] || p.vel.y != vel[1] || p.cell.x != cx ||
        p.cell.y != cy || scaled[i].y != 3.0 * pos[1] || scaled[i].z != 4.0 * pos[2]) {
      std::printf("FAIL: particle %d got pos (%g,%g,%g) cell (%d,%d) expected (%g,%g,%g) (%d,%d)\n", i, p.pos.x,
                  p.pos.y, p.pos.z, p.cell.x, p.cell.y, pos[0], pos[1], pos[2], cx, cy);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
