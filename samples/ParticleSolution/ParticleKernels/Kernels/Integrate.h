#pragma once

// The force on one particle: a spring towards the origin, and drag.
inline void Accelerate(const Particle& p, float& ax, float& ay) restrict(amp, cpu)
{
    ax = -kSpring * p.x - kDrag * p.vx;
    ay = -kSpring * p.y - kDrag * p.vy;
}

// One explicit Euler step of every particle, on the accelerator.
template <int Rank>
void IntegrateStep(concurrency::array_view<Particle, Rank> particles, float dt)
{
    concurrency::parallel_for_each(particles.extent, [=](concurrency::index<Rank> idx) restrict(amp)
    {
        Particle p = particles[idx];
        float ax, ay;
        Accelerate(p, ax, ay);
        p.vx += ax * dt;
        p.vy += ay * dt;
        p.x += p.vx * dt;
        p.y += p.vy * dt;
        particles[idx] = p;
    });
}
