// A Direct3D limit: HIP kernels have no such limit.
#include <amp.h>

int main() {
  int buffers[concurrency::HLSL_MAX_NUM_BUFFERS]; // expect-error: amp2hip-1103
  buffers[0] = 0;
  return buffers[0];
}
