// Hand-written HIP baseline for bench/amp/nbody.cpp: one all-pairs n-body
// step over structure-of-arrays floats. The AMP source asks for
// fast_math::rsqrt, which a HIP programmer writes rsqrtf (the hardware
// approximation; __frsqrt_rn is correctly rounded on NVIDIA, a slow software
// sequence that made this baseline 1.5x slower than the translation on an H100).
#include <hip/hip_runtime.h>

__global__ void nbody_step_kernel(int n, float dt, const float* __restrict__ x,
                                  const float* __restrict__ y, const float* __restrict__ z,
                                  float* __restrict__ vx, float* __restrict__ vy,
                                  float* __restrict__ vz, float* __restrict__ px,
                                  float* __restrict__ py, float* __restrict__ pz) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float xi = x[i], yi = y[i], zi = z[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int j = 0; j < n; ++j) {
    float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
    float d2 = dx * dx + dy * dy + dz * dz + 0.01f;
    float inv = rsqrtf(d2);
    float inv3 = inv * inv * inv;
    ax += dx * inv3; ay += dy * inv3; az += dz * inv3;
  }
  float nvx = vx[i] + dt * ax, nvy = vy[i] + dt * ay, nvz = vz[i] + dt * az;
  vx[i] = nvx; vy[i] = nvy; vz[i] = nvz;
  px[i] = xi + dt * nvx; py[i] = yi + dt * nvy; pz[i] = zi + dt * nvz;
}

void launch_nbody(int n, float dt, const float* x, const float* y, const float* z, float* vx,
                  float* vy, float* vz, float* px, float* py, float* pz) {
  hipLaunchKernelGGL(nbody_step_kernel, dim3((n + 255) / 256), dim3(256), 0, 0, n, dt, x, y, z,
                     vx, vy, vz, px, py, pz);
}
