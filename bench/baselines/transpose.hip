// Hand-written HIP baseline for bench/amp/transpose.cpp: tiled transpose
// through a padded 16 x 17 shared tile.
#include <hip/hip_runtime.h>

#define TS 16
__global__ void transpose_tiled_kernel(int n, const float* __restrict__ in, float* __restrict__ out) {
  __shared__ float tile[TS][TS + 1];
  int lr = threadIdx.y, lc = threadIdx.x;
  tile[lr][lc] = in[(blockIdx.y * TS + lr) * n + blockIdx.x * TS + lc];
  __syncthreads();
  int r = blockIdx.x * TS + lr;
  int c = blockIdx.y * TS + lc;
  out[r * n + c] = tile[lc][lr];
}

void launch_transpose(int n, const float* in, float* out) {
  hipLaunchKernelGGL(transpose_tiled_kernel, dim3(n / TS, n / TS), dim3(TS, TS), 0, 0, n, in, out);
}
