// physics.h - Orbit's physics library.
#pragma once
#include <vector>

#ifndef ORBIT_STEPS_PER_SECOND
#define ORBIT_STEPS_PER_SECOND 10
#endif

struct Body {
  float x, v;
};

// Advances every body one step (of 1 / ORBIT_STEPS_PER_SECOND seconds) under
// a constant acceleration, on the accelerator.
void step_bodies(std::vector<Body>& bodies, float accel);
