// orbit - steps 256 bodies for one second through the physics library and
// checks their positions, speeds and energy against the formulas.
#include <cmath>
#include <cstdio>
#include <vector>
#include "physics.h"

float total_energy(const std::vector<Body>& bodies);

int main() {
  std::vector<Body> bodies(256);
  for (int i = 0; i < 256; ++i)
    bodies[i] = {0.0f, static_cast<float>(i % 4)};
  for (int s = 0; s < ORBIT_STEPS_PER_SECOND; ++s)
    step_bodies(bodies, 2.0f);
  // After one second at 2 m/s^2: v = v0 + 2; x = v0 + 1 + 1/steps (the
  // step rule adds the new speed).
  float want_energy = 0;
  for (int i = 0; i < 256; ++i) {
    const float v = (i % 4) + 2.0f, x = (i % 4) + 1.0f + 1.0f / ORBIT_STEPS_PER_SECOND;
    want_energy += 0.5f * v * v;
    if (std::fabs(bodies[i].v - v) > 1e-3f || std::fabs(bodies[i].x - x) > 1e-3f) {
      std::printf("FAIL: body %d at %f moving %f, expected %f moving %f\n", i, bodies[i].x,
                  bodies[i].v, x, v);
      return 1;
    }
  }
  const float energy = total_energy(bodies);
  if (std::fabs(energy - want_energy) > 1e-2f) {
    std::printf("FAIL: energy %f, expected %f\n", energy, want_energy);
    return 1;
  }
  std::printf("orbit: %d steps per second, energy %.1f\n", ORBIT_STEPS_PER_SECOND, energy);
  std::printf("PASS\n");
  return 0;
}
