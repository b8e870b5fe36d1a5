#pragma once

// One particle of the simulation: position and velocity in the plane.
struct Particle
{
    float x, y;
    float vx, vy;
};

// The spring that pulls every particle towards the origin, and the drag.
const float kSpring = 4.0f;
const float kDrag = 0.05f;
