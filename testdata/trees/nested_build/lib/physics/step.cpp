// step.cpp - one time step for every body on the accelerator.
#include <amp.h>
#include "physics.h"

using namespace concurrency;

void step_bodies(std::vector<Body>& bodies, float accel) {
  const float dt = 1.0f / ORBIT_STEPS_PER_SECOND;
  array_view<Body, 1> b(static_cast<int>(bodies.size()), bodies);
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) {
    b[i].v += accel * dt;
    b[i].x += b[i].v * dt;
  });
  b.synchronize();
}
