// amp2hip/config.h: backend selection and the portability macros every other
// shim header uses.
//
// The backend is picked by the compiler in use (docs/contract.md): hipcc, or
// nvcc with HIP's NVIDIA headers, gets real HIP; any other compiler gets the
// host backend, a HIP API implemented on the CPU.
#ifndef AMP2HIP_CONFIG_H
#define AMP2HIP_CONFIG_H

// Must precede every other include; see the header.
#include "amp2hip/detail/posix_index.h"

#if defined(__HIPCC__) || defined(__CUDACC__)
#include <hip/hip_runtime.h>
#define AMP2HIP_BACKEND_HIP 1
#else
#include "amp2hip/host/hip_runtime.h"
#define AMP2HIP_BACKEND_HOST 1
#endif

// True while compiling device code (hip-clang's and nvcc's device passes).
// Host-only bookkeeping (refcounts, coherence) is compiled out there.
#if defined(__HIP_DEVICE_COMPILE__) || defined(__CUDA_ARCH__)
#define AMP2HIP_DEVICE_PASS 1
#endif

#define AMP2HIP_HD __host__ __device__
#define AMP2HIP_D __device__
#define AMP2HIP_HDI __host__ __device__ inline

#endif // AMP2HIP_CONFIG_H
