#pragma once

// The particle library: the simulation's kernels, for the host to call.

#include <vector>
#include "Particle.h"

namespace ParticleKernels
{
    // Advances every particle by steps time steps of length dt.
    void Simulate(std::vector<Particle>& particles, float dt, int steps);

    // The total energy of the particles; their count must be a multiple of
    // PARTICLE_TILE.
    double TotalEnergy(const std::vector<Particle>& particles);

    // The time Simulate has spent so far, in milliseconds.
    double KernelMilliseconds();
}
