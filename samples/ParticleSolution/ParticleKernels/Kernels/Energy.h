#pragma once

// The energy of one particle: kinetic, plus what the spring holds.
inline float ParticleEnergy(const Particle& p) restrict(amp, cpu)
{
    return 0.5f * (p.vx * p.vx + p.vy * p.vy) + 0.5f * kSpring * (p.x * p.x + p.y * p.y);
}

// The energy of each tile of particles, summed in tile_static memory: one
// partial sum per tile, which the host adds up.
template <int TileSize>
void TileEnergies(concurrency::array_view<const Particle, 1> particles,
                  concurrency::array_view<float, 1> partial)
{
    using namespace concurrency;
    parallel_for_each(particles.extent.tile<TileSize>(), [=](tiled_index<TileSize> t) restrict(amp)
    {
        tile_static float energy[TileSize];
        const int local = t.local[0];
        energy[local] = ParticleEnergy(particles[t.global]);
        t.barrier.wait();
        for (int half = TileSize / 2; half > 0; half /= 2)
        {
            if (local < half)
                energy[local] += energy[local + half];
            t.barrier.wait();
        }
        if (local == 0)
            partial[t.tile] = energy[0];
    });
}
