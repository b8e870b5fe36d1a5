// amp2hip/host/launch_state.h: what the block scheduler keeps about a
// launch, a block and each kernel thread, and how failures name them.
//
// A Launch is shared by every OS thread that runs its blocks; a Worker is
// one OS thread's scheduler (reused across launches); a Slot is one kernel
// thread of the running block in fiber mode.
#ifndef AMP2HIP_HOST_LAUNCH_STATE_H
#define AMP2HIP_HOST_LAUNCH_STATE_H

#include "amp2hip/host/hip_runtime_api.h"
#include "amp2hip/host/sanitizer_hooks.h"

#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <boost/context/fiber.hpp>

namespace amp2hip {
namespace host {
namespace detail {

struct LaunchSite {
  const char *kernel; // the kernel expression as written, or null
  const char *file;
  unsigned line;
};

struct Launch {
  void (*invoke)(const void *call) = nullptr; // runs one kernel thread
  // Runs threads [first, end of block) in a plain loop, threadIdx set.
  void (*invoke_rest)(const void *call, dim3 block, unsigned first) = nullptr;
  const void *call = nullptr;                 // kernel + converted arguments
  dim3 grid, block;
  std::uint64_t num_blocks = 0;
  unsigned threads = 0; // per block
  std::size_t dynamic_shared = 0;
  bool fibers_from_start = false;
  // A kernel in tile-loop form (tile_loops.h): invoke runs the whole block.
  bool once_per_block = false;

  std::atomic<std::uint64_t> next_block{0};
  std::atomic<bool> failed{false};
  std::atomic<bool> used_fibers{false};
  std::mutex error_mutex;
  std::string error; // first failure only

  void fail(const std::string &msg) {
    std::lock_guard<std::mutex> lock(error_mutex);
    if (!failed.load(std::memory_order_relaxed))
      error = msg;
    failed.store(true, std::memory_order_relaxed);
  }
};

struct BarrierSite {
  const char *file = nullptr;
  unsigned line = 0;
  bool operator==(const BarrierSite &o) const {
    return line == o.line &&
           (file == o.file || (file && o.file && std::strcmp(file, o.file) == 0));
  }
  bool operator!=(const BarrierSite &o) const { return !(*this == o); }
};

// One kernel thread of a block in fiber mode.
struct Slot {
  boost::context::fiber fiber; // the suspended kernel thread
  boost::context::fiber sched; // where it returns to at a barrier (while it runs)
  bool done = false;
  bool at_barrier = false;
  BarrierSite site;
  std::string error;
  FiberSanitizerState san;
};

// Probe: thread 0 runs alone in a fiber; Plain: the rest of a barrier-free
// block in a loop; Fibers: every thread a fiber, in rounds between barriers.
enum class Mode { Probe, Plain, Fibers };

// Thrown by __syncthreads() in plain mode; unwinds the kernel thread.
struct BarrierDivergence {
  std::string message;
};
// Thrown by __syncthreads() into threads suspended at a barrier when their
// block is abandoned, so that their stacks unwind by an ordinary exception.
struct AbandonBlock {};

// Per-OS-thread scheduler state.
struct Worker {
  Launch *launch = nullptr;
  Mode mode = Mode::Plain;
  unsigned current = 0;   // linear thread index now running
  std::vector<Slot> slots; // grows to the largest block, reused
  int barrier_acc = 0;    // __syncthreads_count accumulator for this round
  int barrier_result = 0; // its value from the last completed barrier
  std::unique_ptr<std::max_align_t[]> dyn_shared;
  std::size_t dyn_shared_bytes = 0;
  bool abandoning = false; // barriers throw AbandonBlock
  // In a tile-loop form's loop over a run that ends with a call of a helper
  // whose last statement waits (tile_loops.h, called_barrier): a barrier
  // counts its thread here and returns; null elsewhere.
  unsigned *called_barrier_arrivals = nullptr;
  SchedulerSanitizerState san;
};

inline Worker &this_worker() {
  static thread_local Worker w;
  return w;
}
// Non-null while this OS thread runs blocks of a launch.
inline thread_local Worker *active_worker = nullptr;

inline std::atomic<std::uint64_t> &launch_counter() {
  static std::atomic<std::uint64_t> n{0};
  return n;
}
inline std::atomic<std::uint64_t> &fiber_launch_counter() {
  static std::atomic<std::uint64_t> n{0};
  return n;
}
inline thread_local std::string last_failure;

// ---- How failure messages name things ------------------------------------

inline std::string dim_str(dim3 d) {
  return "(" + std::to_string(d.x) + "," + std::to_string(d.y) + "," +
         std::to_string(d.z) + ")";
}
inline std::string site_str(const BarrierSite &s) {
  if (!s.file)
    return "__syncthreads()";
  return "__syncthreads() at " + std::string(s.file) + ":" +
         std::to_string(s.line);
}

inline dim3 thread_index(const Launch &l, unsigned t) {
  return dim3(t % l.block.x, (t / l.block.x) % l.block.y,
              t / (l.block.x * l.block.y));
}
inline void set_thread_index(const Launch &l, unsigned t) {
  threadIdx = thread_index(l, t);
}
inline std::string thread_str(const Launch &l, unsigned t) {
  return "thread " + dim_str(thread_index(l, t));
}
inline std::string block_str() { return "block " + dim_str(blockIdx); }

} // namespace detail
} // namespace host
} // namespace amp2hip

#endif // AMP2HIP_HOST_LAUNCH_STATE_H
