// amp2hip/host/hip_runtime_api.h: HIP's device, memory, stream and event API
// on the CPU.
//
// "Device memory" is host memory from a separate allocator that the backend
// tracks, so the API can tell device pointers from host pointers:
// - hipFree of a pointer hipMalloc did not return is hipErrorInvalidValue;
// - hipMemcpy checks that each side of the copy lies inside a live device
//   allocation (device side) or outside every one (host side), as the kind
//   says; a mismatch is hipErrorInvalidValue (hipMemcpyDefault infers the
//   kind instead);
// - new allocations are filled with 0xFF bytes (NaN as float/double, -1 as
//   signed integers), so a kernel that reads data nobody copied in computes
//   visibly wrong results, as it would on a GPU.
// Copies and memsets are synchronous; the *Async forms too (kernels also run
// synchronously, so stream order holds trivially).
#ifndef AMP2HIP_HOST_HIP_RUNTIME_API_H
#define AMP2HIP_HOST_HIP_RUNTIME_API_H

#include "amp2hip/host/block_cache.h"
#include "amp2hip/host/hip_types.h"

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <mutex>
#include <new>
#include <set>
#include <thread>

#include <unistd.h>

namespace amp2hip {
namespace host {
namespace detail {

inline std::size_t env_size(const char *name, std::size_t fallback) {
  const char *s = std::getenv(name);
  if (!s || !*s)
    return fallback;
  char *end = nullptr;
  unsigned long long v = std::strtoull(s, &end, 10);
  if (end == s)
    return fallback;
  return static_cast<std::size_t>(v);
}

inline std::size_t physical_memory() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long page = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page <= 0)
    return std::size_t(1) << 34;
  return static_cast<std::size_t>(pages) * static_cast<std::size_t>(page);
}

// Threads in the block scheduler's pool, the calling thread included
// (AMP2HIP_HOST_THREADS overrides hardware_concurrency()).
inline unsigned pool_threads() {
  static const unsigned n = [] {
    unsigned hw = std::thread::hardware_concurrency();
    std::size_t v = env_size("AMP2HIP_HOST_THREADS", hw ? hw : 1);
    if (v < 1)
      v = 1;
    if (v > 1024)
      v = 1024;
    return static_cast<unsigned>(v);
  }();
  return n;
}

// Failure injection for tests (documented with set_device_memory_limit
// below). AMP2HIP_HOST_FAIL_<WHAT>=<n> makes the n-th call (1-based, counted
// over the whole process) of that kind fail once: MALLOC (hipMalloc:
// hipErrorOutOfMemory), MEMCPY (hipMemcpy*, hipMemset*:
// hipErrorIllegalAddress, as after a kernel's bad access), LAUNCH
// (hipLaunchKernelGGL: hipErrorLaunchFailure, the kernel does not run).
enum class Inject { Malloc, Memcpy, Launch };
inline bool inject_failure(Inject what) {
  struct Counter {
    std::size_t nth;
    std::atomic<std::size_t> calls{0};
  };
  static Counter counters[3] = {{env_size("AMP2HIP_HOST_FAIL_MALLOC", 0)},
                                {env_size("AMP2HIP_HOST_FAIL_MEMCPY", 0)},
                                {env_size("AMP2HIP_HOST_FAIL_LAUNCH", 0)}};
  Counter &c = counters[static_cast<int>(what)];
  if (c.nth == 0)
    return false;
  return c.calls.fetch_add(1, std::memory_order_relaxed) + 1 == c.nth;
}

// The largest block the "device" accepts (threads); HIP's limit is 1024.
// AMP2HIP_HOST_MAX_THREADS_PER_BLOCK lowers it, so that tests can make the
// device reject a launch configuration the translator accepted.
inline unsigned max_threads_per_block() {
  static const unsigned n = [] {
    std::size_t v = env_size("AMP2HIP_HOST_MAX_THREADS_PER_BLOCK", 1024);
    return static_cast<unsigned>(v < 1 ? 1 : v > 1024 ? 1024 : v);
  }();
  return n;
}

constexpr std::size_t kNoLimit = std::numeric_limits<std::size_t>::max();
constexpr std::size_t kDeviceAlignment = 256;

class DeviceMemory {
public:
  static DeviceMemory &get() {
    // Never destroyed: a global object's destructor may still free device
    // memory during static destruction.
    static DeviceMemory *m = new DeviceMemory;
    return *m;
  }

  hipError_t allocate(void **out, std::size_t bytes) {
    if (!out)
      return hipErrorInvalidValue;
    *out = nullptr;
    if (bytes == 0)
      return hipSuccess; // as HIP: success, null pointer
    if (inject_failure(Inject::Malloc))
      return hipErrorOutOfMemory;
    std::lock_guard<std::mutex> lock(mutex_);
    if (bytes > limit_ || used_ > limit_ - bytes)
      return hipErrorOutOfMemory;
    void *p = cache_.take(bytes); // freed blocks kept for reuse (block_cache.h)
    if (!p)
      p = ::operator new(bytes, std::align_val_t(kDeviceAlignment), std::nothrow);
    if (!p)
      return hipErrorOutOfMemory;
    std::memset(p, 0xFF, bytes);
    allocations_.emplace(reinterpret_cast<std::uintptr_t>(p), bytes);
    used_ += bytes;
    *out = p;
    return hipSuccess;
  }

  hipError_t release(void *p) {
    if (!p)
      return hipSuccess;
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = allocations_.find(reinterpret_cast<std::uintptr_t>(p));
    if (it == allocations_.end())
      return hipErrorInvalidValue;
    used_ -= it->second;
    if (!cache_.keep(p, it->second))
      ::operator delete(p, std::align_val_t(kDeviceAlignment));
    allocations_.erase(it);
    return hipSuccess;
  }

  // Whether p points into a live allocation; if so, *room is the number of
  // bytes from p to the allocation's end.
  bool lookup(const void *p, std::size_t *room) {
    auto a = reinterpret_cast<std::uintptr_t>(p);
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = allocations_.upper_bound(a);
    if (it == allocations_.begin())
      return false;
    --it;
    if (a - it->first >= it->second)
      return false;
    if (room)
      *room = it->second - (a - it->first);
    return true;
  }

  bool is_device(const void *p) { return lookup(p, nullptr); }

  // [p, p + bytes) lies inside one live allocation.
  bool is_device_range(const void *p, std::size_t bytes) {
    std::size_t room = 0;
    return lookup(p, &room) && bytes <= room;
  }

  void set_limit(std::size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    limit_ = bytes;
  }
  std::size_t limit() {
    std::lock_guard<std::mutex> lock(mutex_);
    return limit_;
  }
  std::size_t used() {
    std::lock_guard<std::mutex> lock(mutex_);
    return used_;
  }
  std::size_t count() {
    std::lock_guard<std::mutex> lock(mutex_);
    return allocations_.size();
  }
  // What the "device" reports as its size: the limit or physical RAM.
  std::size_t total() {
    std::size_t l = limit();
    std::size_t phys = physical_memory();
    return l < phys ? l : phys;
  }

private:
  DeviceMemory() : limit_(env_size("AMP2HIP_HOST_DEVICE_MEMORY", kNoLimit)) {}

  std::mutex mutex_;
  std::map<std::uintptr_t, std::size_t> allocations_; // base -> bytes
  std::size_t used_ = 0;
  std::size_t limit_;
  BlockCache cache_;
};

// Streams and events are heap objects whose addresses are kept in a set so
// that a destroyed or made-up handle is reported instead of dereferenced.
template <typename T> class HandleRegistry {
public:
  static HandleRegistry &get() {
    static HandleRegistry *r = new HandleRegistry;
    return *r;
  }
  T *create() {
    T *h = new T();
    std::lock_guard<std::mutex> lock(mutex_);
    live_.insert(h);
    return h;
  }
  bool destroy(T *h) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (live_.erase(h) == 0)
        return false;
    }
    delete h;
    return true;
  }
  bool valid(const T *h) {
    std::lock_guard<std::mutex> lock(mutex_);
    return live_.count(const_cast<T *>(h)) != 0;
  }

private:
  std::mutex mutex_;
  std::set<T *> live_;
};

} // namespace detail

// --- Failure injection and inspection for tests -------------------------
// AMP2HIP_HOST_DEVICE_MEMORY=<bytes> in the environment (read at first use)
// or set_device_memory_limit(bytes) caps the total of live device
// allocations; hipMalloc beyond it returns hipErrorOutOfMemory.
// Also read from the environment at first use (see inject_failure above):
//   AMP2HIP_HOST_FAIL_MALLOC=<n>   the n-th hipMalloc: hipErrorOutOfMemory
//   AMP2HIP_HOST_FAIL_MEMCPY=<n>   the n-th hipMemcpy*/hipMemset*:
//                                  hipErrorIllegalAddress
//   AMP2HIP_HOST_FAIL_LAUNCH=<n>   the n-th kernel launch: hipErrorLaunchFailure
//   AMP2HIP_HOST_MAX_THREADS_PER_BLOCK=<n>  blocks of more threads are
//                                  hipErrorInvalidConfiguration
// (testdata/runtime_failures/ uses them; tests/e2e/test_runtime_failures.py.)
inline void set_device_memory_limit(std::size_t bytes) {
  detail::DeviceMemory::get().set_limit(bytes);
}
inline void clear_device_memory_limit() {
  detail::DeviceMemory::get().set_limit(detail::kNoLimit);
}
// Bytes and number of live device allocations (leak checks in tests).
inline std::size_t device_memory_in_use() {
  return detail::DeviceMemory::get().used();
}
inline std::size_t device_allocation_count() {
  return detail::DeviceMemory::get().count();
}
inline bool is_device_pointer(const void *p) {
  return detail::DeviceMemory::get().is_device(p);
}

} // namespace host
} // namespace amp2hip

struct ihipStream_t {
  unsigned flags = 0;
};
struct ihipEvent_t {
  std::chrono::steady_clock::time_point time;
  bool recorded = false;
  unsigned flags = 0;
};

namespace amp2hip {
namespace host {
namespace detail {
inline bool valid_stream(hipStream_t s) {
  return s == nullptr || HandleRegistry<ihipStream_t>::get().valid(s);
}
inline bool valid_event(hipEvent_t e) {
  return e != nullptr && HandleRegistry<ihipEvent_t>::get().valid(e);
}
} // namespace detail
} // namespace host
} // namespace amp2hip

// --- Device management ---------------------------------------------------

struct hipDeviceProp_t {
  char name[256];
  std::size_t totalGlobalMem;
  std::size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate; // kHz
  int memoryClockRate;
  int memoryBusWidth;
  std::size_t totalConstMem;
  int major;
  int minor;
  int multiProcessorCount;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  int computeMode;
  int clockInstructionRate;
  int concurrentKernels;
  int pciDomainID;
  int pciBusID;
  int pciDeviceID;
  std::size_t maxSharedMemoryPerMultiProcessor;
  int isMultiGpuBoard;
  int canMapHostMemory;
  int gcnArch;
  char gcnArchName[256];
  int integrated;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;
  std::size_t memPitch;
  std::size_t textureAlignment;
  int kernelExecTimeoutEnabled;
  int ECCEnabled;
  int managedMemory;
  int concurrentManagedAccess;
};

inline hipError_t hipGetDeviceCount(int *count) {
  if (!count)
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  *count = 1;
  return hipSuccess;
}

inline hipError_t hipSetDevice(int device) {
  return ::amp2hip::host::detail::record(device == 0 ? hipSuccess
                                                     : hipErrorInvalidDevice);
}

inline hipError_t hipGetDevice(int *device) {
  if (!device)
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *prop, int device) {
  using namespace ::amp2hip::host::detail;
  if (!prop)
    return record(hipErrorInvalidValue);
  if (device != 0)
    return record(hipErrorInvalidDevice);
  std::memset(prop, 0, sizeof(*prop));
  std::strncpy(prop->name, "amp2hip host backend (CPU)", sizeof(prop->name) - 1);
  std::strncpy(prop->gcnArchName, "host", sizeof(prop->gcnArchName) - 1);
  prop->totalGlobalMem = DeviceMemory::get().total();
  prop->sharedMemPerBlock = 65536;
  prop->regsPerBlock = 65536;
  prop->warpSize = ::warpSize;
  prop->maxThreadsPerBlock = static_cast<int>(max_threads_per_block());
  prop->maxThreadsDim[0] = static_cast<int>(max_threads_per_block());
  prop->maxThreadsDim[1] = static_cast<int>(max_threads_per_block());
  prop->maxThreadsDim[2] = 64;
  prop->maxGridSize[0] = 2147483647;
  prop->maxGridSize[1] = 65535;
  prop->maxGridSize[2] = 65535;
  prop->clockRate = 1000000;
  prop->memoryClockRate = 1000000;
  prop->memoryBusWidth = 64;
  prop->totalConstMem = 65536;
  prop->major = 0;
  prop->minor = 0;
  prop->multiProcessorCount = static_cast<int>(pool_threads());
  prop->maxThreadsPerMultiProcessor = 1024;
  prop->concurrentKernels = 0;
  prop->maxSharedMemoryPerMultiProcessor = 65536;
  prop->canMapHostMemory = 1;
  prop->integrated = 1;
  prop->memPitch = prop->totalGlobalMem;
  prop->textureAlignment = 256;
  return hipSuccess;
}

inline hipError_t hipDeviceSynchronize() { return hipSuccess; }
inline hipError_t hipDeviceReset() { return hipSuccess; }

inline hipError_t hipDriverGetVersion(int *v) {
  if (!v)
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  *v = 50200000;
  return hipSuccess;
}
inline hipError_t hipRuntimeGetVersion(int *v) { return hipDriverGetVersion(v); }

// --- Memory ----------------------------------------------------------------

inline hipError_t hipMalloc(void **ptr, std::size_t bytes) {
  return ::amp2hip::host::detail::record(
      ::amp2hip::host::detail::DeviceMemory::get().allocate(ptr, bytes));
}

// The typed convenience overload HIP provides for C++.
template <typename T>
inline hipError_t hipMalloc(T **ptr, std::size_t bytes) {
  return hipMalloc(reinterpret_cast<void **>(ptr), bytes);
}

inline hipError_t hipFree(void *ptr) {
  return ::amp2hip::host::detail::record(
      ::amp2hip::host::detail::DeviceMemory::get().release(ptr));
}

inline hipError_t hipMemGetInfo(std::size_t *free_bytes, std::size_t *total) {
  using namespace ::amp2hip::host::detail;
  if (!free_bytes || !total)
    return record(hipErrorInvalidValue);
  DeviceMemory &m = DeviceMemory::get();
  *total = m.total();
  std::size_t used = m.used();
  *free_bytes = used < *total ? *total - used : 0;
  return hipSuccess;
}

inline hipError_t hipHostMalloc(void **ptr, std::size_t bytes,
                                unsigned /*flags*/ = 0) {
  if (!ptr)
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  *ptr = nullptr;
  if (bytes == 0)
    return hipSuccess;
  *ptr = std::malloc(bytes);
  return ::amp2hip::host::detail::record(*ptr ? hipSuccess
                                              : hipErrorOutOfMemory);
}
template <typename T>
inline hipError_t hipHostMalloc(T **ptr, std::size_t bytes,
                                unsigned flags = 0) {
  return hipHostMalloc(reinterpret_cast<void **>(ptr), bytes, flags);
}
inline hipError_t hipHostFree(void *ptr) {
  std::free(ptr);
  return hipSuccess;
}

namespace amp2hip {
namespace host {
namespace detail {

inline hipError_t check_copy(void *dst, const void *src, std::size_t bytes,
                             hipMemcpyKind kind) {
  if (bytes == 0)
    return hipSuccess;
  if (!dst || !src)
    return hipErrorInvalidValue;
  DeviceMemory &m = DeviceMemory::get();
  // Which side must be device memory, per the kind.
  bool dst_dev, src_dev;
  switch (kind) {
  case hipMemcpyHostToHost: dst_dev = false; src_dev = false; break;
  case hipMemcpyHostToDevice: dst_dev = true; src_dev = false; break;
  case hipMemcpyDeviceToHost: dst_dev = false; src_dev = true; break;
  case hipMemcpyDeviceToDevice: dst_dev = true; src_dev = true; break;
  case hipMemcpyDefault:
    dst_dev = m.is_device(dst);
    src_dev = m.is_device(src);
    break;
  default:
    return hipErrorInvalidMemcpyDirection;
  }
  if (dst_dev ? !m.is_device_range(dst, bytes) : m.is_device(dst))
    return hipErrorInvalidValue;
  if (src_dev ? !m.is_device_range(src, bytes) : m.is_device(src))
    return hipErrorInvalidValue;
  return hipSuccess;
}

inline hipError_t copy(void *dst, const void *src, std::size_t bytes,
                       hipMemcpyKind kind) {
  hipError_t e = check_copy(dst, src, bytes, kind);
  if (e == hipSuccess && inject_failure(Inject::Memcpy))
    e = hipErrorIllegalAddress;
  if (e == hipSuccess && bytes != 0)
    std::memmove(dst, src, bytes);
  return record(e);
}

inline hipError_t fill(void *dst, int value, std::size_t bytes) {
  if (bytes == 0)
    return hipSuccess;
  if (!dst || !DeviceMemory::get().is_device_range(dst, bytes))
    return record(hipErrorInvalidValue);
  if (inject_failure(Inject::Memcpy))
    return record(hipErrorIllegalAddress);
  std::memset(dst, value, bytes);
  return hipSuccess;
}

} // namespace detail
} // namespace host
} // namespace amp2hip

inline hipError_t hipMemcpy(void *dst, const void *src, std::size_t bytes,
                            hipMemcpyKind kind) {
  return ::amp2hip::host::detail::copy(dst, src, bytes, kind);
}

inline hipError_t hipMemcpyAsync(void *dst, const void *src, std::size_t bytes,
                                 hipMemcpyKind kind, hipStream_t stream = nullptr) {
  if (!::amp2hip::host::detail::valid_stream(stream))
    return ::amp2hip::host::detail::record(hipErrorInvalidHandle);
  return ::amp2hip::host::detail::copy(dst, src, bytes, kind);
}

inline hipError_t hipMemset(void *dst, int value, std::size_t bytes) {
  return ::amp2hip::host::detail::fill(dst, value, bytes);
}

inline hipError_t hipMemsetAsync(void *dst, int value, std::size_t bytes,
                                 hipStream_t stream = nullptr) {
  if (!::amp2hip::host::detail::valid_stream(stream))
    return ::amp2hip::host::detail::record(hipErrorInvalidHandle);
  return ::amp2hip::host::detail::fill(dst, value, bytes);
}

// __device__/__constant__ globals are ordinary globals here; the symbol is
// its address (HIP_SYMBOL(x) is &x), and the copy is a host copy.
inline hipError_t hipMemcpyToSymbol(const void *symbol, const void *src,
                                    std::size_t bytes, std::size_t offset = 0,
                                    hipMemcpyKind = hipMemcpyHostToDevice) {
  if (!symbol || (!src && bytes))
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  if (bytes)
    std::memmove(static_cast<char *>(const_cast<void *>(symbol)) + offset, src,
                 bytes);
  return hipSuccess;
}
inline hipError_t hipMemcpyFromSymbol(void *dst, const void *symbol,
                                      std::size_t bytes, std::size_t offset = 0,
                                      hipMemcpyKind = hipMemcpyDeviceToHost) {
  if (!symbol || (!dst && bytes))
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  if (bytes)
    std::memmove(dst, static_cast<const char *>(symbol) + offset, bytes);
  return hipSuccess;
}

// --- Streams -----------------------------------------------------------------

inline hipError_t hipStreamCreateWithFlags(hipStream_t *stream, unsigned flags) {
  if (!stream)
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  *stream = ::amp2hip::host::detail::HandleRegistry<ihipStream_t>::get().create();
  (*stream)->flags = flags;
  return hipSuccess;
}
inline hipError_t hipStreamCreate(hipStream_t *stream) {
  return hipStreamCreateWithFlags(stream, hipStreamDefault);
}
inline hipError_t hipStreamDestroy(hipStream_t stream) {
  if (!stream ||
      !::amp2hip::host::detail::HandleRegistry<ihipStream_t>::get().destroy(stream))
    return ::amp2hip::host::detail::record(hipErrorInvalidHandle);
  return hipSuccess;
}
inline hipError_t hipStreamSynchronize(hipStream_t stream) {
  if (!::amp2hip::host::detail::valid_stream(stream))
    return ::amp2hip::host::detail::record(hipErrorInvalidHandle);
  return hipSuccess;
}
inline hipError_t hipStreamQuery(hipStream_t stream) {
  return hipStreamSynchronize(stream);
}

// --- Events (wall clock) -----------------------------------------------------

inline hipError_t hipEventCreateWithFlags(hipEvent_t *event, unsigned flags) {
  if (!event)
    return ::amp2hip::host::detail::record(hipErrorInvalidValue);
  *event = ::amp2hip::host::detail::HandleRegistry<ihipEvent_t>::get().create();
  (*event)->flags = flags;
  return hipSuccess;
}
inline hipError_t hipEventCreate(hipEvent_t *event) {
  return hipEventCreateWithFlags(event, hipEventDefault);
}
inline hipError_t hipEventDestroy(hipEvent_t event) {
  if (!event ||
      !::amp2hip::host::detail::HandleRegistry<ihipEvent_t>::get().destroy(event))
    return ::amp2hip::host::detail::record(hipErrorInvalidHandle);
  return hipSuccess;
}
inline hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream = nullptr) {
  using namespace ::amp2hip::host::detail;
  if (!valid_event(event) || !valid_stream(stream))
    return record(hipErrorInvalidHandle);
  event->time = std::chrono::steady_clock::now();
  event->recorded = true;
  return hipSuccess;
}
inline hipError_t hipEventSynchronize(hipEvent_t event) {
  using namespace ::amp2hip::host::detail;
  if (!valid_event(event))
    return record(hipErrorInvalidHandle);
  return hipSuccess;
}
inline hipError_t hipEventQuery(hipEvent_t event) {
  return hipEventSynchronize(event);
}
// Launches and copies finish before they return here, so a stream never has
// anything to wait for; the handles are still checked.
inline hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event,
                                     unsigned int flags) {
  using namespace ::amp2hip::host::detail;
  if (!valid_stream(stream) || !valid_event(event))
    return record(hipErrorInvalidHandle);
  if (flags != 0)
    return record(hipErrorInvalidValue);
  return hipSuccess;
}
inline hipError_t hipEventElapsedTime(float *ms, hipEvent_t start,
                                      hipEvent_t stop) {
  using namespace ::amp2hip::host::detail;
  if (!ms)
    return record(hipErrorInvalidValue);
  if (!valid_event(start) || !valid_event(stop) || !start->recorded ||
      !stop->recorded)
    return record(hipErrorInvalidHandle);
  std::chrono::duration<float, std::milli> d = stop->time - start->time;
  *ms = d.count();
  return hipSuccess;
}

#endif // AMP2HIP_HOST_HIP_RUNTIME_API_H
