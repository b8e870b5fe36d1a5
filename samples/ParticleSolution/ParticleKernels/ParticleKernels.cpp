// ParticleKernels.cpp : the library's entry points.
//

#include "stdafx.h"
#include "ParticleKernels.h"
#include "StagedBuffer.h"
#include "Kernels\Integrate.h"
#include "KERNELS\energy.h"

namespace ParticleKernels
{
    void Simulate(std::vector<Particle>& particles, float dt, int steps)
    {
        StagedBuffer<std::vector<Particle> > buffer(particles);
        for (int step = 0; step < steps; ++step)
            IntegrateStep(buffer.View(), dt);
        buffer.Synchronized();
    }

    double TotalEnergy(const std::vector<Particle>& particles)
    {
        const int count = static_cast<int>(particles.size());
        std::vector<float> partial(count / PARTICLE_TILE);
        concurrency::array_view<const Particle, 1> in(count, particles);
        concurrency::array_view<float, 1> sums(static_cast<int>(partial.size()), partial);
        sums.discard_data();
        TileEnergies<PARTICLE_TILE>(in, sums);
        sums.synchronize();
        double total = 0.0;
        for (size_t i = 0; i < partial.size(); ++i)
            total += partial[i];
        return total;
    }
}
