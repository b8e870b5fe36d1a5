// ParticleKernels.cpp : the library's entry points.
//

#include "stdafx.h"
#include <d3d11.h>
#include <ppl.h>
#include <functional>
#include "ParticleKernels.h"
#include "StagedBuffer.h"
#include "KernelClock.h"
#include "Kernels\Integrate.h"
#include "KERNELS\energy.h"

namespace ParticleKernels
{
    static KernelClock<double> s_clock;

    void Simulate(std::vector<Particle>& particles, float dt, int steps)
    {
        s_clock.Start();
        StagedBuffer<std::vector<Particle> > buffer(particles);
        for (int step = 0; step < steps; ++step)
            IntegrateStep(buffer.View(), dt);
        buffer.Synchronized();
        s_clock.Stop();
    }

    double KernelMilliseconds()
    {
        return s_clock.Total();
    }

#ifdef PARTICLES_D3D_INTEROP
    // The viewer's build draws the particles with Direct3D: the kernels run
    // on the device the swap chain uses.
    concurrency::accelerator_view ViewOf(ID3D11Device* device)
    {
        return concurrency::direct3d::create_accelerator_view(device);
    }
#endif

    double TotalEnergy(const std::vector<Particle>& particles)
    {
        const int count = static_cast<int>(particles.size());
        std::vector<float> partial(count / PARTICLE_TILE);
        concurrency::array_view<const Particle, 1> in(count, particles);
        concurrency::array_view<float, 1> sums(static_cast<int>(partial.size()), partial);
        sums.discard_data();
        TileEnergies<PARTICLE_TILE>(in, sums);
        sums.synchronize();
        // The tiles' partial sums, added up in double precision.
        typedef std::vector<float>::const_iterator It;
        return concurrency::parallel_reduce(partial.cbegin(), partial.cend(), 0.0,
            [](It first, It last, double sum)
            {
                for (; first != last; ++first)
                    sum += *first;
                return sum;
            },
            std::plus<double>());
    }
}
