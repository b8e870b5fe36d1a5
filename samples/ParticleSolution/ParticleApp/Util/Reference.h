#pragma once

// The same simulation on the CPU, particle by particle, with the Parallel
// Patterns Library: what the kernels' results are checked against.

inline void ReferenceSimulate(std::vector<Particle>& particles, float dt, int steps)
{
    concurrency::parallel_for(0, static_cast<int>(particles.size()), [&](int i)
    {
        Particle p = particles[i];
        for (int step = 0; step < steps; ++step)
        {
            float ax = -kSpring * p.x - kDrag * p.vx;
            float ay = -kSpring * p.y - kDrag * p.vy;
            p.vx += ax * dt;
            p.vy += ay * dt;
            p.x += p.vx * dt;
            p.y += p.vy * dt;
        }
        particles[i] = p;
    });
}

inline double ReferenceEnergy(const std::vector<Particle>& particles)
{
    concurrency::combinable<double> energy;
    concurrency::parallel_for(size_t(0), particles.size(), [&](size_t i)
    {
        const Particle& p = particles[i];
        energy.local() += 0.5 * (p.vx * p.vx + p.vy * p.vy) + 0.5 * kSpring * (p.x * p.x + p.y * p.y);
    });
    return energy.combine([](double a, double b) { return a + b; });
}
