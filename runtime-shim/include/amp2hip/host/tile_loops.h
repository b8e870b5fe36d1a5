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
//     for (amp2hip::tile_thread_walk<256> tw; tw.more(); tw.step()) {
//       float v = ...;                         // thread tw.id()'s statements
//       amp2hip::keep_for_thread(v_of_thread[tw.id()], v);
//     }
//     for (amp2hip::tile_thread_walk<256> tw; tw.more(); tw.step()) {
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
#include <stdexcept>
#include <new>
#include <type_traits>

namespace amp2hip {

// First parameter of a kernel in tile-loop form: the launcher calls it once
// per block instead of once per thread.
struct tile_loop_kernel {};

// Walks threadIdx over the running block in linear order (x fastest);
// threadIdx is back at (0,0,0) when the walk ends, so code between the
// loops (a uniform loop's condition) sees the block as thread 0 does. A
// walk ends only there (a thread's return runs in a lambda inside it,
// HostTileForm.cpp) or by a thread's exception, which leaves threadIdx
// naming that thread for the launch's error message.
//
// D0, D1, D2 are the tile's sizes as tiled_index<D0, D1, D2> has them (AMP
// order: the last one is threadIdx.x); the translator spells them when it
// knows them. With the shape fixed at compile time, a run of straight-line
// statements becomes a counted loop the compiler can vectorize across the
// tile's threads (the barrier benchmark's tile-loop form ran 2.3x faster
// than with the shape read from blockDim). Without them (all 0), the walk
// follows the launch's blockDim.
template <int D0 = 0, int D1 = 0, int D2 = 0> class tile_thread_walk {
  static constexpr int rank = D2 ? 3 : D1 ? 2 : D0 ? 1 : 0;
  static constexpr unsigned X = rank == 3 ? D2 : rank == 2 ? D1 : D0;
  static constexpr unsigned Y = rank == 3 ? D1 : rank == 2 ? D0 : 1;
  static constexpr unsigned Z = rank == 3 ? D0 : 1;

public:
  // The tile's threads, for per_thread storage whose tile size is spelled
  // as a macro or a template parameter (it follows the build's value);
  // AMP's largest tile where the shape is not known.
  static constexpr unsigned threads = rank == 0 ? 1024 : X * Y * Z;

  tile_thread_walk() {
    if constexpr (rank != 0) {
      if (blockDim.x != X || blockDim.y != Y || blockDim.z != Z)
        throw std::logic_error("amp2hip: a kernel's tile-loop form ran on a block whose shape "
                               "is not its tile's");
    }
    threadIdx = dim3(0, 0, 0);
  }
  tile_thread_walk(const tile_thread_walk &) = delete;
  tile_thread_walk &operator=(const tile_thread_walk &) = delete;

  bool more() {
    if (id_ < count())
      return true;
    threadIdx = dim3(0, 0, 0);
    return false;
  }
  unsigned id() const { return id_; }
  void step() {
    ++id_;
    if constexpr (rank == 1) {
      threadIdx.x = id_;
      return;
    }
    // Stepping instead of dividing the linear id by the block's sizes.
    if (++threadIdx.x < size_x())
      return;
    threadIdx.x = 0;
    if (++threadIdx.y < size_y())
      return;
    threadIdx.y = 0;
    ++threadIdx.z;
  }

private:
  unsigned count() const {
    if constexpr (rank != 0)
      return X * Y * Z;
    else
      return count_;
  }
  unsigned size_x() const {
    if constexpr (rank != 0)
      return X;
    else
      return blockDim.x;
  }
  unsigned size_y() const {
    if constexpr (rank != 0)
      return Y;
    else
      return blockDim.y;
  }

  unsigned id_ = 0;
  unsigned count_ = blockDim.x * blockDim.y * blockDim.z;
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

// A loop over the threads whose statements end with a call of a helper
// whose last statement waits on the tile's barrier
//
//   void exchange(const tiled_index<N> &t, int *buf, int v) restrict(amp) {
//     buf[t.local[0]] = v;
//     t.barrier.wait();
//   }
//
// runs the helper for each thread inside the loop; while this object lives,
// the helper's barrier only counts the thread and returns, and the loop's
// end is the barrier. check() after the loop: every thread reached it (or,
// when the helper returned early for the whole tile, none did); some of
// them is the barrier divergence the fiber path reports.
class called_barrier {
public:
  called_barrier() : worker_(host::detail::active_worker) {
    if (worker_)
      worker_->called_barrier_arrivals = &arrivals_;
  }
  ~called_barrier() {
    if (worker_)
      worker_->called_barrier_arrivals = nullptr;
  }
  called_barrier(const called_barrier &) = delete;
  called_barrier &operator=(const called_barrier &) = delete;

  void check() {
    if (worker_)
      worker_->called_barrier_arrivals = nullptr;
    const unsigned threads = blockDim.x * blockDim.y * blockDim.z;
    if (arrivals_ == 0 || arrivals_ == threads)
      return;
    throw host::detail::BarrierDivergence{
        "barrier divergence: " + std::to_string(arrivals_) + " of the block's " +
        std::to_string(threads) +
        " threads reached the barrier at the end of a call, the others returned before it"};
  }

private:
  host::detail::Worker *worker_;
  unsigned arrivals_ = 0;
};

} // namespace amp2hip

#endif // AMP2HIP_HOST_TILE_LOOPS_H
