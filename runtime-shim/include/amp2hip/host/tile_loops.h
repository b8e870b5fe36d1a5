// amp2hip/host/tile_loops.h: what the translator's tile-loop form of a
// kernel uses on the host backend.
//
// For a tiled kernel with barriers, the translator emits (under
// `#if defined(AMP2HIP_HOST_BACKEND)`, so GPU builds never see it) a second
// form of the kernel that runs once per block: the body is split at its
// barriers into loops over the block's threads, so a barrier costs a loop
// boundary instead of a fiber switch per thread (the loop fission of PoCL's
// and AdaptiveCpp's CPU backends). Locals that live across a barrier are
// kept per thread in amp2hip::per_thread storage.
//
//   __global__ void k(amp2hip::tile_loop_kernel, params...) {
//     amp2hip::per_thread<float, 256> v_of_thread;
//     for (amp2hip::tile_thread_walk tw; tw.more(); tw.step()) {
//       float v = ...;                         // thread tw.id()'s statements
//       amp2hip::keep_for_thread(v_of_thread[tw.id()], v);
//     }
//     for (amp2hip::tile_thread_walk tw; tw.more(); tw.step()) {
//       auto &v = v_of_thread[tw.id()];        // ... after the barrier
//     }
//   }
//
// The tag parameter makes hipLaunchKernelGGL (hip_launch.h) call the kernel
// once per block, threadIdx (0,0,0), without fibers.
#ifndef AMP2HIP_HOST_TILE_LOOPS_H
#define AMP2HIP_HOST_TILE_LOOPS_H

#include "amp2hip/host/hip_types.h"
#include "amp2hip/host/launch_state.h"

#include <cstring>
#include <exception>
#include <new>
#include <type_traits>

namespace amp2hip {

// First parameter of a kernel in tile-loop form: the launcher calls it once
// per block instead of once per thread.
struct tile_loop_kernel {};

// Walks threadIdx over the running block in linear order (x fastest);
// threadIdx is back at (0,0,0) when the walk ends, so code between the
// loops (a uniform loop's condition) sees the block as thread 0 does.
class tile_thread_walk {
public:
  tile_thread_walk() : count_(blockDim.x * blockDim.y * blockDim.z) {
    threadIdx = dim3(0, 0, 0);
  }
  tile_thread_walk(const tile_thread_walk &) = delete;
  tile_thread_walk &operator=(const tile_thread_walk &) = delete;
  // Left as it is while a thread's exception unwinds the walk: the launch's
  // error message names the thread from threadIdx.
  ~tile_thread_walk() {
    if (std::uncaught_exceptions() == uncaught_)
      threadIdx = dim3(0, 0, 0);
  }

  bool more() const { return id_ < count_; }
  unsigned id() const { return id_; }
  void step() {
    ++id_;
    // Stepping instead of dividing the linear id by blockDim.
    if (++threadIdx.x < blockDim.x)
      return;
    threadIdx.x = 0;
    if (++threadIdx.y < blockDim.y)
      return;
    threadIdx.y = 0;
    ++threadIdx.z;
  }

private:
  unsigned id_ = 0;
  unsigned count_;
  int uncaught_ = std::uncaught_exceptions();
};

// A local of each thread of the block (T may be an array type), live
// across a barrier. Raw storage: T need not be default-constructible, and
// nothing is constructed for threads that never store.
template <typename T, unsigned Threads> struct per_thread {
  alignas(T) unsigned char bytes[sizeof(T) * Threads];
  T &operator[](unsigned thread) { return reinterpret_cast<T *>(bytes)[thread]; }
};

// Stores a thread's value of a local into its per_thread slot (once, at the
// end of the statements that declare it).
template <typename T> void keep_for_thread(T &slot, const T &value) {
  if constexpr (std::is_trivially_copyable<T>::value)
    std::memcpy(static_cast<void *>(&slot), static_cast<const void *>(&value), sizeof(T));
  else
    ::new (static_cast<void *>(&slot)) T(value);
}

// After a loop over the threads whose statements may return before a later
// barrier: \p returned of the block's threads did. None: the block goes on;
// all: the block is done (the form returns); some: the others would wait at
// that barrier for threads that left, which AMP leaves undefined and the
// fiber path reports, so the launch fails the same way.
inline bool tile_threads_returned(unsigned returned) {
  const unsigned threads = blockDim.x * blockDim.y * blockDim.z;
  if (returned == 0)
    return false;
  if (returned == threads)
    return true;
  throw host::detail::BarrierDivergence{
      "barrier divergence: " + std::to_string(returned) + " of the block's " +
      std::to_string(threads) +
      " threads returned before a barrier that the others reach"};
}

} // namespace amp2hip

#endif // AMP2HIP_HOST_TILE_LOOPS_H
