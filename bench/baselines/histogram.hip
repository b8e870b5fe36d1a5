// Hand-written HIP baseline for bench/amp/histogram.cpp: 256-bin histogram
// with global atomicAdd.
#include <hip/hip_runtime.h>

__global__ void histogram_atomic_kernel(int n, const int* __restrict__ data, int* __restrict__ hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&hist[data[i] & 255], 1);
}

void launch_histogram(int n, const int* data, int* hist) {
  hipLaunchKernelGGL(histogram_atomic_kernel, dim3((n + 255) / 256), dim3(256), 0, 0, n, data, hist);
}
