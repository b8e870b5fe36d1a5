// amp2hip/host/hip_runtime.h: the host backend, a HIP runtime implemented on
// the CPU. The shim includes this instead of <hip/hip_runtime.h> when the
// compiler is neither hipcc nor nvcc, so translated HIP code builds with
// g++/clang++ and runs without a GPU. Header-only, C++17; link
// boost_context and threads.
//
// What each part does and how it departs from a GPU:
//   hip_types.h       qualifiers, dim3, hipError_t, threadIdx & co, warpSize
//   hip_runtime_api.h device/memory/stream/event API; device memory is a
//                     separate, tracked allocator (see that file)
//   hip_launch.h      hipLaunchKernelGGL, block scheduler, fibers, barriers
//   atomics.h         atomicAdd & co on plain memory
//   device_math.h     CUDA/HIP math functions and intrinsics, min/max
//
// Environment (read once, at first use):
//   AMP2HIP_HOST_THREADS=<n>        OS threads that run blocks (default: the
//                                   number of hardware threads)
//   AMP2HIP_HOST_ADAPTIVE=0         every launch on all of them (default:
//                                   a kernel measured faster on one thread,
//                                   contended atomics, runs on one; see
//                                   launch_pace.h)
//   AMP2HIP_FIBER_STACK_KB=<kib>    stack per kernel thread in fiber mode
//                                   (default 256)
//   AMP2HIP_HOST_DEVICE_MEMORY=<b>  cap on live device memory in bytes;
//                                   hipMalloc beyond it fails with
//                                   hipErrorOutOfMemory (failure injection)
// Departures from HIP worth knowing:
//   - kernels run synchronously inside hipLaunchKernelGGL (stream order
//     holds trivially); no <<<>>> syntax, only hipLaunchKernelGGL;
//   - a failed launch (barrier divergence, a kernel exception) prints one
//     line to stderr and sets hipErrorLaunchFailure; see hip_launch.h;
//   - __syncthreads() takes defaulted __builtin_FILE()/__builtin_LINE()
//     arguments so threads waiting at different call sites are reported;
//   - __noinline__ expands to nothing (libstdc++ spells the attribute
//     __noinline__ too); warpSize is 32 and there are no warp intrinsics;
//   - like CUDA, a failure stays the last error until hipGetLastError reads
//     it (HIP resets it on every call).
// Builds with -fsanitize=address or -fsanitize=thread announce the fiber
// switches to the sanitizer, so kernels can be checked on this backend.
//
// Test hooks in namespace amp2hip::host: set_device_memory_limit,
// clear_device_memory_limit, device_memory_in_use, device_allocation_count,
// is_device_pointer, launch_count, fiber_launch_count, alone_launch_count,
// last_launch_failure.
#ifndef AMP2HIP_HOST_HIP_RUNTIME_H
#define AMP2HIP_HOST_HIP_RUNTIME_H

#if defined(__HIPCC__) || defined(__CUDACC__)
#error "amp2hip/host/hip_runtime.h is the CPU backend; use <hip/hip_runtime.h> with hipcc/nvcc"
#endif

#define AMP2HIP_HOST_BACKEND 1

#include "amp2hip/host/hip_types.h"
#include "amp2hip/host/hip_runtime_api.h"
#include "amp2hip/host/hip_launch.h"
#include "amp2hip/host/atomics.h"
#include "amp2hip/host/device_math.h"

#endif // AMP2HIP_HOST_HIP_RUNTIME_H
