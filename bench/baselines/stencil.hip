// Hand-written HIP baseline for bench/amp/stencil.cpp: one 5-point Jacobi
// step, border copied; 32 x 8 blocks.
#include <hip/hip_runtime.h>

__global__ void stencil_2d_kernel(int n, const float* __restrict__ in, float* __restrict__ out) {
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || j >= n) return;
  if (i == 0 || j == 0 || i == n - 1 || j == n - 1)
    out[i * n + j] = in[i * n + j];
  else
    out[i * n + j] = 0.2f * (in[i * n + j] + in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                             in[i * n + j - 1] + in[i * n + j + 1]);
}

void launch_stencil(int n, const float* in, float* out) {
  hipLaunchKernelGGL(stencil_2d_kernel, dim3((n + 31) / 32, (n + 7) / 8), dim3(32, 8), 0, 0, n, in, out);
}
