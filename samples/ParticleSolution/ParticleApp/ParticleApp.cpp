// ParticleApp.cpp : Defines the entry point for the console application.
//

#include "stdafx.h"
#include "util\stopwatch.h"
#include "ParticleKernels.h"
#include "Util\Reference.h"

static const int kParticles = 64 * PARTICLE_TILE;
static const int kSteps = 200;
static const float kTimeStep = 0.001f;

// The project's configuration decides (_DEBUG comes with the debug runtime).
#ifdef _DEBUG
#define PARTICLE_BUILD _T("Debug")
#else
#define PARTICLE_BUILD _T("Release")
#endif

static bool Close(double got, double want, double tolerance)
{
    return std::fabs(got - want) <= tolerance * (1.0 + std::fabs(want));
}

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<Particle> particles(kParticles);
    concurrency::parallel_for(0, kParticles, [&](int i)
    {
        Particle& p = particles[i];
        p.x = static_cast<float>(i % 64) / 32.0f - 1.0f;
        p.y = static_cast<float>(i / 64) / 32.0f - 1.0f;
        p.vx = 0.25f * p.y;
        p.vy = -0.25f * p.x;
    });

    // The CPU reference runs beside the accelerator.
    std::vector<Particle> expected(particles);
    concurrency::task<double> reference = concurrency::create_task([&]() -> double
    {
        ReferenceSimulate(expected, kTimeStep, kSteps);
        return ReferenceEnergy(expected);
    });

    StopWatch watch;
    ParticleKernels::Simulate(particles, kTimeStep, kSteps);
    double energy = ParticleKernels::TotalEnergy(particles);
    double milliseconds = watch.ElapsedMilliseconds();
    double expectedEnergy = reference.get();

    int wrong = 0;
    for (int i = 0; i < kParticles; ++i)
    {
        if (!Close(particles[i].x, expected[i].x, 1e-3) || !Close(particles[i].y, expected[i].y, 1e-3))
            ++wrong;
    }
    _tprintf(PARTICLE_BUILD _T(" build: %d particles, %d steps: %.1f ms (kernels %.1f ms), energy %.4f (CPU %.4f)\n"),
             kParticles, kSteps, milliseconds, ParticleKernels::KernelMilliseconds(), energy, expectedEnergy);
    if (wrong != 0 || !Close(energy, expectedEnergy, 1e-3))
    {
        _tprintf(_T("FAIL: %d particles differ\n"), wrong);
        return 1;
    }
    _tprintf(_T("PASS\n"));
    return 0;
}
