// Hand-written HIP baselines for bench/amp/matmul.cpp: simple and tiled
// (16 x 16) matrix multiply of n x n row-major floats. Same block shapes as
// the translation (32 x 8 untiled, 16 x 16 tiled).
#include <hip/hip_runtime.h>

__global__ void matmul_simple_kernel(int n, const float* __restrict__ a,
                                     const float* __restrict__ b, float* __restrict__ c) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n || col >= n) return;
  float sum = 0.0f;
  for (int k = 0; k < n; ++k) sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}

#define TS 16
__global__ void matmul_tiled_kernel(int n, const float* __restrict__ a,
                                    const float* __restrict__ b, float* __restrict__ c) {
  __shared__ float la[TS][TS], lb[TS][TS];
  int row = threadIdx.y, col = threadIdx.x;
  int grow = blockIdx.y * TS + row, gcol = blockIdx.x * TS + col;
  float sum = 0.0f;
  for (int i = 0; i < n; i += TS) {
    la[row][col] = a[grow * n + col + i];
    lb[row][col] = b[(row + i) * n + gcol];
    __syncthreads();
    for (int k = 0; k < TS; ++k) sum += la[row][k] * lb[k][col];
    __syncthreads();
  }
  c[grow * n + gcol] = sum;
}

void launch_matmul(int n, const float* a, const float* b, float* c, bool tiled) {
  if (tiled)
    hipLaunchKernelGGL(matmul_tiled_kernel, dim3(n / TS, n / TS), dim3(TS, TS), 0, 0, n, a, b, c);
  else
    hipLaunchKernelGGL(matmul_simple_kernel, dim3((n + 31) / 32, (n + 7) / 8), dim3(32, 8), 0, 0, n, a, b, c);
}
