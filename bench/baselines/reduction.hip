// Hand-written HIP baseline for bench/amp/reduction.cpp: per-block (256)
// tree reduction in shared memory, one partial sum per block.
#include <hip/hip_runtime.h>

#define TS 256
__global__ void reduce_tiled_kernel(const float* __restrict__ in, float* __restrict__ partial) {
  __shared__ float s[TS];
  int l = threadIdx.x;
  s[l] = in[blockIdx.x * TS + l];
  __syncthreads();
  for (int stride = TS / 2; stride > 0; stride /= 2) {
    if (l < stride) s[l] += s[l + stride];
    __syncthreads();
  }
  if (l == 0) partial[blockIdx.x] = s[0];
}

void launch_reduce(int n, const float* in, float* partial) {
  hipLaunchKernelGGL(reduce_tiled_kernel, dim3(n / TS), dim3(TS), 0, 0, in, partial);
}
