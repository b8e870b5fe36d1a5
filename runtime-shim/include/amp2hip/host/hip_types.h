// amp2hip/host/hip_types.h: HIP's qualifiers, dim3, error codes, the
// geometry builtins and last-error state, for the host backend.
#ifndef AMP2HIP_HOST_HIP_TYPES_H
#define AMP2HIP_HOST_HIP_TYPES_H

#include <cstddef>
#include <cstdint>

// Function and variable qualifiers. On the CPU every function is callable
// from everywhere, so most of them vanish.
#define __global__
#define __device__
#define __host__
#define __constant__
#define __forceinline__ inline
// Empty rather than __attribute__((noinline)): libstdc++ and glibc write
// __attribute__((__noinline__)), which an empty macro leaves valid.
#define __noinline__
#define __launch_bounds__(...)
// One block runs on one OS thread at a time and all its threads are fibers of
// that OS thread, so a thread_local is exactly per-block memory.
#define __shared__ static thread_local
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_SYMBOL(X) (&(X))

struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1)
      : x(vx), y(vy), z(vz) {}
};

enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2, // deprecated alias
  hipErrorNotInitialized = 3,
  hipErrorInitializationError = 3, // deprecated alias
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidSymbol = 13,
  hipErrorInvalidDevicePointer = 17,
  hipErrorInvalidMemcpyDirection = 21,
  hipErrorInvalidDeviceFunction = 98,
  hipErrorNoDevice = 100,
  hipErrorInvalidDevice = 101,
  hipErrorInvalidHandle = 400,
  hipErrorInvalidResourceHandle = 400, // alias, as in HIP
  hipErrorNotReady = 600,
  hipErrorIllegalAddress = 700,
  hipErrorLaunchOutOfResources = 701,
  hipErrorLaunchTimeOut = 702,
  hipErrorLaunchFailure = 719,
  hipErrorNotSupported = 801,
  hipErrorUnknown = 999,
};

enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
};

struct ihipStream_t;
typedef ihipStream_t *hipStream_t;
struct ihipEvent_t;
typedef ihipEvent_t *hipEvent_t;

#define hipStreamDefault 0x0
#define hipStreamNonBlocking 0x1
#define hipEventDefault 0x0
#define hipEventBlockingSync 0x1
#define hipEventDisableTiming 0x2
#define hipHostMallocDefault 0x0

// The geometry builtins. The scheduler sets them on the OS thread that runs a
// block (and, for threadIdx, before resuming each fiber). dim3 has a constexpr
// constructor, so these are constant-initialized and cheap to access.
inline thread_local dim3 threadIdx(0, 0, 0);
inline thread_local dim3 blockIdx(0, 0, 0);
inline thread_local dim3 blockDim(1, 1, 1);
inline thread_local dim3 gridDim(1, 1, 1);

// Kernels run one thread after another, so no warp-synchronous behaviour
// exists; 32 matches NVIDIA and AMD RDNA (AMD CDNA uses 64). Portable code
// queries it rather than assuming a value.
inline constexpr int warpSize = 32;

namespace amp2hip {
namespace host {
namespace detail {

// Like CUDA, a failure stays the "last error" until hipGetLastError reads it
// (successful calls do not clear it). Per OS thread, as in HIP.
inline thread_local hipError_t last_error = hipSuccess;

inline hipError_t record(hipError_t e) {
  if (e != hipSuccess)
    last_error = e;
  return e;
}

} // namespace detail
} // namespace host
} // namespace amp2hip

inline hipError_t hipGetLastError() {
  hipError_t e = ::amp2hip::host::detail::last_error;
  ::amp2hip::host::detail::last_error = hipSuccess;
  return e;
}

inline hipError_t hipPeekAtLastError() {
  return ::amp2hip::host::detail::last_error;
}

inline const char *hipGetErrorName(hipError_t e) {
  switch (e) {
  case hipSuccess: return "hipSuccess";
  case hipErrorInvalidValue: return "hipErrorInvalidValue";
  case hipErrorOutOfMemory: return "hipErrorOutOfMemory";
  case hipErrorNotInitialized: return "hipErrorNotInitialized";
  case hipErrorInvalidConfiguration: return "hipErrorInvalidConfiguration";
  case hipErrorInvalidSymbol: return "hipErrorInvalidSymbol";
  case hipErrorInvalidDevicePointer: return "hipErrorInvalidDevicePointer";
  case hipErrorInvalidMemcpyDirection: return "hipErrorInvalidMemcpyDirection";
  case hipErrorInvalidDeviceFunction: return "hipErrorInvalidDeviceFunction";
  case hipErrorNoDevice: return "hipErrorNoDevice";
  case hipErrorInvalidDevice: return "hipErrorInvalidDevice";
  case hipErrorInvalidHandle: return "hipErrorInvalidHandle";
  case hipErrorNotReady: return "hipErrorNotReady";
  case hipErrorIllegalAddress: return "hipErrorIllegalAddress";
  case hipErrorLaunchOutOfResources: return "hipErrorLaunchOutOfResources";
  case hipErrorLaunchTimeOut: return "hipErrorLaunchTimeOut";
  case hipErrorLaunchFailure: return "hipErrorLaunchFailure";
  case hipErrorNotSupported: return "hipErrorNotSupported";
  case hipErrorUnknown: return "hipErrorUnknown";
  }
  return "hipErrorUnknown";
}

inline const char *hipGetErrorString(hipError_t e) {
  switch (e) {
  case hipSuccess: return "no error";
  case hipErrorInvalidValue: return "invalid argument";
  case hipErrorOutOfMemory: return "out of memory";
  case hipErrorNotInitialized: return "initialization error";
  case hipErrorInvalidConfiguration: return "invalid configuration argument";
  case hipErrorInvalidSymbol: return "invalid device symbol";
  case hipErrorInvalidDevicePointer: return "invalid device pointer";
  case hipErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
  case hipErrorInvalidDeviceFunction: return "invalid device function";
  case hipErrorNoDevice: return "no device is detected";
  case hipErrorInvalidDevice: return "invalid device ordinal";
  case hipErrorInvalidHandle: return "invalid resource handle";
  case hipErrorNotReady: return "device not ready";
  case hipErrorIllegalAddress: return "an illegal memory access was encountered";
  case hipErrorLaunchOutOfResources: return "too many resources requested for launch";
  case hipErrorLaunchTimeOut: return "the launch timed out and was terminated";
  case hipErrorLaunchFailure: return "unspecified launch failure";
  case hipErrorNotSupported: return "operation not supported";
  case hipErrorUnknown: return "unknown error";
  }
  return "unknown error";
}

#endif // AMP2HIP_HOST_HIP_TYPES_H
