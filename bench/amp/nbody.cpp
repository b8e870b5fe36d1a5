// nbody.cpp: one all-pairs n-body step (softened gravity, unit masses) over
// structure-of-arrays float positions and velocities. Kernel: nbody_step
// (untiled).
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

void nbody_step(std::vector<float>& vPx, std::vector<float>& vPy, std::vector<float>& vPz,
                std::vector<float>& vVx, std::vector<float>& vVy, std::vector<float>& vVz,
                const std::vector<float>& vX, const std::vector<float>& vY,
                const std::vector<float>& vZ, int n, float dt)
{
    array_view<const float, 1> x(n, vX), y(n, vY), z(n, vZ);
    array_view<float, 1> vx(n, vVx), vy(n, vVy), vz(n, vVz);
    array_view<float, 1> px(n, vPx), py(n, vPy), pz(n, vPz);
    px.discard_data(); py.discard_data(); pz.discard_data();
    parallel_for_each(px.extent, [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        float xi = x[i], yi = y[i], zi = z[i];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        for (int j = 0; j < n; ++j) {
            float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
            float d2 = dx * dx + dy * dy + dz * dz + 0.01f;
            float inv = concurrency::fast_math::rsqrt(d2);
            float inv3 = inv * inv * inv;
            ax += dx * inv3; ay += dy * inv3; az += dz * inv3;
        }
        float nvx = vx[i] + dt * ax, nvy = vy[i] + dt * ay, nvz = vz[i] + dt * az;
        vx[i] = nvx; vy[i] = nvy; vz[i] = nvz;
        px[i] = xi + dt * nvx; py[i] = yi + dt * nvy; pz[i] = zi + dt * nvz;
    });
    px.synchronize(); py.synchronize(); pz.synchronize();
    vx.synchronize(); vy.synchronize(); vz.synchronize();
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 1024);
    const int reps = bench::arg(argc, argv, 2, 3);
    const float dt = 0.01f;
    std::vector<float> X(n), Y(n), Z(n), Vx(n, 0.1f), Vy(n, 0.0f), Vz(n, -0.1f);
    std::vector<float> Px(n), Py(n), Pz(n);
    for (int i = 0; i < n; ++i) {
        X[i] = static_cast<float>(i % 13) - 6.0f;
        Y[i] = static_cast<float>((i * 7) % 11) - 5.0f;
        Z[i] = static_cast<float>((i * 5) % 17) * 0.5f;
    }
    std::vector<float> Wx(Vx), Wy(Vy), Wz(Vz);
    // x, y, z in; vx, vy, vz in and out; px, py, pz out
    const unsigned long long need = 12ull * n * sizeof(float);
    amp2hip::reset_transfer_stats();
    nbody_step(Px, Py, Pz, Vx, Vy, Vz, X, Y, Z, n, dt);
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);
    for (int i = 0; i < n; ++i) {
        float ax = 0, ay = 0, az = 0;
        for (int j = 0; j < n; ++j) {
            float dx = X[j] - X[i], dy = Y[j] - Y[i], dz = Z[j] - Z[i];
            float d2 = dx * dx + dy * dy + dz * dz + 0.01f;
            float inv = 1.0f / std::sqrt(d2);
            float inv3 = inv * inv * inv;
            ax += dx * inv3; ay += dy * inv3; az += dz * inv3;
        }
        float nvx = Wx[i] + dt * ax;
        if (!bench::close(Vx[i], nvx, 1e-2f) || !bench::close(Px[i], X[i] + dt * nvx, 1e-2f)) {
            std::cout << "FAIL body " << i << " " << Vx[i] << " " << nvx << std::endl; return 1;
        }
    }
    std::cout << "PASS" << std::endl;
    if (reps > 0) bench::report_time("simple", bench::median_seconds(reps, [&] {
        nbody_step(Px, Py, Pz, Vx, Vy, Vz, X, Y, Z, n, dt); }));
    return 0;
}
