// amp2hip/host/launch.h: kernel launch, the block scheduler and barriers.
//
// Execution model:
// - A launch runs synchronously: every block has finished when
//   hipLaunchKernelGGL returns (a valid HIP implementation, since the work in
//   a stream is ordered anyway).
// - Blocks run in parallel on a persistent pool of OS threads (the launching
//   thread included; AMP2HIP_HOST_THREADS sets the count, default
//   std::thread::hardware_concurrency()), handed out through an atomic
//   counter. One OS thread runs one block at a time, and all threads of that
//   block, so `__shared__` (= static thread_local) is per-block memory.
// - Fast path: thread 0 of a block first runs alone inside a fiber
//   (Boost.Context). If it finishes without reaching __syncthreads(), the
//   other threads run as a plain loop, without fibers. If it reaches a
//   barrier, every thread of the block gets a fiber and the block runs in
//   rounds: each round resumes every thread until it reaches the next
//   barrier or exits. A kernel seen to use barriers is remembered and its
//   later blocks and launches start in fiber mode at once.
// - Barrier divergence fails loudly instead of hanging: a round in which some
//   threads exit while others wait at a barrier, or threads wait at
//   different __syncthreads() call sites, or (plain loop) a thread other than
//   thread 0 calls __syncthreads() although thread 0 exited without doing so,
//   stops the launch. The same happens when a kernel thread throws. The
//   launch then prints one line naming the kernel, block and thread to
//   stderr, the remaining blocks are skipped, and hipGetLastError() returns
//   hipErrorLaunchFailure; last_launch_failure() gives the message.
// - Fiber stacks are pooled per OS thread and reused across blocks:
//   AMP2HIP_FIBER_STACK_KB (default 256) KiB each, mmap'ed with a guard page
//   below, so an overflow faults instead of corrupting memory.
#ifndef AMP2HIP_HOST_LAUNCH_H
#define AMP2HIP_HOST_LAUNCH_H

#include "amp2hip/host/hip_runtime_api.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <tuple>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

#include <sys/mman.h>

#include <boost/context/fiber.hpp>

// Under AddressSanitizer, every stack switch is announced so that ASan keeps
// track of the fiber stacks (and kernels can be checked for out-of-bounds
// accesses on this backend).
#if defined(__SANITIZE_ADDRESS__)
#define AMP2HIP_HOST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define AMP2HIP_HOST_ASAN 1
#endif
#endif
#ifdef AMP2HIP_HOST_ASAN
#include <sanitizer/common_interface_defs.h>
#endif
// Under ThreadSanitizer, each kernel thread in fiber mode is a TSan fiber;
// switches synchronize (as barriers do), so TSan reports races between
// blocks, which run on different OS threads, and not between the threads of
// one block at barriers.
#if defined(__SANITIZE_THREAD__)
#define AMP2HIP_HOST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define AMP2HIP_HOST_TSAN 1
#endif
#endif
#ifdef AMP2HIP_HOST_TSAN
#include <sanitizer/tsan_interface.h>
#endif

namespace amp2hip {
namespace host {
namespace detail {

namespace ctx = boost::context;

// ---- Fiber stacks --------------------------------------------------------

inline std::size_t fiber_stack_bytes() {
  static const std::size_t bytes = [] {
    std::size_t kb = env_size("AMP2HIP_FIBER_STACK_KB", 256);
    if (kb < 16)
      kb = 16;
    std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGE_SIZE));
    std::size_t b = kb * 1024;
    return (b + page - 1) / page * page;
  }();
  return bytes;
}

// Free stacks of one OS thread. Fibers never migrate between OS threads, so
// a stack goes back to the pool of the thread that took it.
class StackPool {
public:
  StackPool() : size_(fiber_stack_bytes()),
                page_(static_cast<std::size_t>(sysconf(_SC_PAGE_SIZE))) {}
  StackPool(const StackPool &) = delete;
  StackPool &operator=(const StackPool &) = delete;
  ~StackPool() {
    for (ctx::stack_context &sc : free_)
      unmap(sc);
  }

  ctx::stack_context allocate() {
    if (!free_.empty()) {
      ctx::stack_context sc = free_.back();
      free_.pop_back();
      return sc;
    }
    std::size_t total = size_ + page_;
    // MAP_NORESERVE: 1024 threads x 256 KiB per OS thread is mostly untouched.
    void *base = ::mmap(nullptr, total, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                        -1, 0);
    if (base == MAP_FAILED)
      throw std::bad_alloc();
    ::mprotect(base, page_, PROT_NONE); // guard page; stacks grow down
    ctx::stack_context sc;
    sc.size = size_;
    sc.sp = static_cast<char *>(base) + total;
    return sc;
  }

  void release(ctx::stack_context &sc) noexcept {
    try {
      free_.push_back(sc);
    } catch (...) {
      unmap(sc);
    }
  }

private:
  void unmap(ctx::stack_context &sc) noexcept {
    ::munmap(static_cast<char *>(sc.sp) - sc.size - page_, sc.size + page_);
  }

  std::vector<ctx::stack_context> free_;
  std::size_t size_;
  std::size_t page_;
};

inline StackPool &stack_pool() {
  static thread_local StackPool pool;
  return pool;
}

// Boost.Context StackAllocator over the calling thread's pool; it also tells
// the slot where its stack lies (for AddressSanitizer).
struct PooledStack {
  StackPool *pool;
  const void **bottom;
  std::size_t *size;
  ctx::stack_context allocate() {
    ctx::stack_context sc = pool->allocate();
    *bottom = static_cast<char *>(sc.sp) - sc.size;
    *size = sc.size;
    return sc;
  }
  void deallocate(ctx::stack_context &sc) noexcept { pool->release(sc); }
};

// ---- Launch state --------------------------------------------------------

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
  ctx::fiber fiber; // the suspended kernel thread
  ctx::fiber sched; // where it returns to at a barrier (while it runs)
  bool done = false;
  bool at_barrier = false;
  BarrierSite site;
  std::string error;
  const void *stack_bottom = nullptr;
  std::size_t stack_size = 0;
  void *asan_fake_stack = nullptr;
  void *tsan_fiber = nullptr;
  unsigned tsan_uses = 0;
};

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
  // The scheduler's own stack, as ASan last saw it.
  const void *sched_bottom = nullptr;
  std::size_t sched_size = 0;
  void *sched_fake_stack = nullptr;
  void *sched_tsan_fiber = nullptr;
};

// Fiber lifetime and switch announcements for TSan; no-ops otherwise.
//
// TSan keeps a shadow call stack per TSan fiber, pushed and popped by the
// instrumented functions' entries and exits, so each switch is announced
// where the calls on both sides balance: just before a resume() (whose
// entry is then pushed on the fiber resumed, and whose return is popped
// there), and, when a kernel thread ends, by the scheduler after its
// resume() returned (the thread's last frames, and Boost's exit path, pop
// on the thread's own fiber). The Boost.Context fiber is constructed while
// the slot's TSan fiber is current, since constructing it already runs its
// entry function on the new stack.
#ifdef AMP2HIP_HOST_TSAN
// A TSan fiber is costly to create, so a slot keeps its own and reuses it
// for the kernel threads it runs; but Boost's fiber entry function never
// returns, which leaves one shadow frame behind per kernel thread, so the
// TSan fiber is replaced after a while, before its shadow stack fills up.
constexpr unsigned kTsanFiberUses = 4096;
inline void tsan_fiber_created(Worker &w, Slot &s) {
  if (!w.sched_tsan_fiber)
    w.sched_tsan_fiber = __tsan_get_current_fiber();
  if (s.tsan_fiber && ++s.tsan_uses >= kTsanFiberUses) {
    __tsan_destroy_fiber(s.tsan_fiber);
    s.tsan_fiber = nullptr;
  }
  if (!s.tsan_fiber) {
    s.tsan_fiber = __tsan_create_fiber(0);
    s.tsan_uses = 0;
  }
}
inline void tsan_to_fiber(Slot &s) { __tsan_switch_to_fiber(s.tsan_fiber, 0); }
inline void tsan_to_scheduler(Worker &w) {
  __tsan_switch_to_fiber(w.sched_tsan_fiber, 0);
}
#else
inline void tsan_fiber_created(Worker &, Slot &) {}
inline void tsan_to_fiber(Slot &) {}
inline void tsan_to_scheduler(Worker &) {}
#endif

// Stack-switch announcements for ASan; no-ops otherwise.
#ifdef AMP2HIP_HOST_ASAN
inline void asan_to_fiber(Worker &w, const Slot &s) {
  __sanitizer_start_switch_fiber(&w.sched_fake_stack, s.stack_bottom,
                                 s.stack_size);
}
inline void asan_in_scheduler(Worker &w) {
  __sanitizer_finish_switch_fiber(w.sched_fake_stack, nullptr, nullptr);
}
inline void asan_in_fiber(Worker &w, Slot &s) {
  __sanitizer_finish_switch_fiber(s.asan_fake_stack, &w.sched_bottom,
                                  &w.sched_size);
}
inline void asan_to_scheduler(Worker &w, Slot &s, bool exiting) {
  __sanitizer_start_switch_fiber(exiting ? nullptr : &s.asan_fake_stack,
                                 w.sched_bottom, w.sched_size);
}
#else
inline void asan_to_fiber(Worker &, const Slot &) {}
inline void asan_in_scheduler(Worker &) {}
inline void asan_in_fiber(Worker &, Slot &) {}
inline void asan_to_scheduler(Worker &, Slot &, bool) {}
#endif

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

// ---- Running one block ----------------------------------------------------

// Runs one kernel thread, turning an exception into an error string.
inline void run_thread(Worker &w, std::string *error) {
  try {
    w.launch->invoke(w.launch->call);
  } catch (const AbandonBlock &) {
    // the block failed elsewhere; this thread just stops
  } catch (const ctx::detail::forced_unwind &) {
    throw; // Boost's own unwinding must pass through
  } catch (const BarrierDivergence &d) {
    *error = d.message;
  } catch (const std::exception &e) {
    *error = std::string("exception thrown by a kernel thread: ") + e.what();
  } catch (...) {
    *error = "unknown exception thrown by a kernel thread";
  }
}

// The plain loop; on failure, threadIdx names the thread that failed.
inline void run_plain(Worker &w, unsigned first) {
  const Launch &l = *w.launch;
  std::string err;
  try {
    l.invoke_rest(l.call, l.block, first);
  } catch (const BarrierDivergence &d) {
    err = d.message;
  } catch (const std::exception &e) {
    err = std::string("exception thrown by a kernel thread: ") + e.what();
  } catch (...) {
    err = "unknown exception thrown by a kernel thread";
  }
  if (!err.empty())
    w.launch->fail(block_str() + ", thread " + dim_str(threadIdx) + ": " + err);
}

inline void start_fiber(Worker &w, unsigned t) {
  Slot &s = w.slots[t];
  s.done = false;
  s.at_barrier = false;
  s.error.clear();
  s.asan_fake_stack = nullptr;
  Worker *wp = &w;
  tsan_fiber_created(w, s);
  tsan_to_fiber(s);
  try {
    s.fiber = ctx::fiber(std::allocator_arg,
                         PooledStack{&stack_pool(), &s.stack_bottom, &s.stack_size},
                         [wp, t](ctx::fiber &&sched) -> ctx::fiber {
                           Slot &me = wp->slots[t]; // slots don't move meanwhile
                           asan_in_fiber(*wp, me);
                           me.sched = std::move(sched);
                           run_thread(*wp, &me.error);
                           me.done = true;
                           asan_to_scheduler(*wp, me, /*exiting=*/true);
                           return std::move(me.sched); // resume_fiber tells TSan
                         });
  } catch (...) {
    tsan_to_scheduler(w); // no stack for the fiber
    throw;
  }
  tsan_to_scheduler(w);
}

inline void resume_fiber(Worker &w, unsigned t) {
  Slot &s = w.slots[t];
  w.current = t;
  set_thread_index(*w.launch, t);
  s.at_barrier = false;
  asan_to_fiber(w, s);
  tsan_to_fiber(s);
  s.fiber = std::move(s.fiber).resume();
  asan_in_scheduler(w);
  if (s.done)
    tsan_to_scheduler(w); // a thread at a barrier has already said so
}

// After a failure: resumes each thread still suspended at a barrier with
// AbandonBlock thrown from there, so its stack unwinds and its fiber ends.
inline void drop_fibers(Worker &w, unsigned n) {
  w.abandoning = true;
  for (unsigned t = 0; t < n; ++t) {
    // A thread that catches everything and keeps calling barriers gets
    // AbandonBlock again each time; give up on it after many tries.
    for (int tries = 0; w.slots[t].fiber && tries < 1000; ++tries)
      resume_fiber(w, t);
    if (w.slots[t].fiber)
      w.slots[t].fiber = ctx::fiber(); // Boost's forced unwinding, last resort
  }
  w.abandoning = false;
}

// After a round in fiber mode: an error message if the round failed, else
// empty; *finished tells whether every thread has exited.
inline std::string check_round(Worker &w, unsigned n, bool *finished) {
  const Launch &l = *w.launch;
  unsigned waiting = n; // first thread waiting at a barrier
  for (unsigned t = 0; t < n; ++t) {
    if (!w.slots[t].error.empty())
      return block_str() + ", " + thread_str(l, t) + ": " + w.slots[t].error;
    if (waiting == n && w.slots[t].at_barrier)
      waiting = t;
  }
  *finished = waiting == n;
  if (*finished)
    return std::string();
  const BarrierSite &site = w.slots[waiting].site;
  for (unsigned t = 0; t < n; ++t) {
    const Slot &s = w.slots[t];
    if (s.done)
      return "barrier divergence in " + block_str() + ": " + thread_str(l, t) +
             " exited while " + thread_str(l, waiting) + " waits at " +
             site_str(site);
    if (s.site != site)
      return "barrier divergence in " + block_str() + ": " +
             thread_str(l, waiting) + " waits at " + site_str(site) +
             " but " + thread_str(l, t) + " waits at " + site_str(s.site);
  }
  return std::string();
}

// Runs threads [first, n) as fibers to the end of the block, thread 0 (and
// any before `first`) having already been resumed in this round.
inline void run_fiber_rounds(Worker &w, unsigned first, unsigned n) {
  Launch &l = *w.launch;
  w.mode = Mode::Fibers;
  for (unsigned t = first; t < n; ++t) {
    start_fiber(w, t);
    resume_fiber(w, t);
  }
  for (;;) {
    bool finished = false;
    std::string err = check_round(w, n, &finished);
    if (!err.empty()) {
      l.fail(err);
      drop_fibers(w, n);
      return;
    }
    if (finished)
      return;
    w.barrier_result = w.barrier_acc;
    w.barrier_acc = 0;
    for (unsigned t = 0; t < n; ++t)
      resume_fiber(w, t);
  }
}

inline void run_block(Worker &w, std::uint64_t b) {
  Launch &l = *w.launch;
  const dim3 g = l.grid;
  blockIdx = dim3(static_cast<unsigned>(b % g.x),
                  static_cast<unsigned>((b / g.x) % g.y),
                  static_cast<unsigned>(b / (std::uint64_t(g.x) * g.y)));
  const unsigned n = l.threads;
  w.barrier_acc = 0;
  w.barrier_result = 0;
  try {
    if (w.slots.size() < n)
      w.slots.resize(n); // before any fiber of this block exists
    if (l.fibers_from_start) {
      l.used_fibers.store(true, std::memory_order_relaxed);
      run_fiber_rounds(w, 0, n);
      return;
    }
    // Probe: thread 0 alone, in a fiber in case it reaches a barrier.
    w.mode = Mode::Probe;
    start_fiber(w, 0);
    resume_fiber(w, 0);
    Slot &s0 = w.slots[0];
    if (!s0.done) {
      l.used_fibers.store(true, std::memory_order_relaxed);
      run_fiber_rounds(w, 1, n);
      return;
    }
    if (!s0.error.empty()) {
      l.fail(block_str() + ", " + thread_str(l, 0) + ": " + s0.error);
      return;
    }
    // Barrier-free: the rest of the block as a plain loop.
    w.mode = Mode::Plain;
    if (n > 1)
      run_plain(w, 1);
  } catch (const std::exception &e) {
    // Scheduler failures (no memory for a fiber stack, ...).
    drop_fibers(w, std::min<std::size_t>(n, w.slots.size()));
    l.fail(block_str() + ": " + e.what());
  }
}

inline void run_blocks(Launch &l) {
  Worker &w = this_worker();
  w.launch = &l;
  if (l.dynamic_shared > w.dyn_shared_bytes) {
    std::size_t units = (l.dynamic_shared + sizeof(std::max_align_t) - 1) /
                        sizeof(std::max_align_t);
    w.dyn_shared.reset(new std::max_align_t[units]);
    w.dyn_shared_bytes = units * sizeof(std::max_align_t);
  }
  const dim3 saved_grid = gridDim, saved_block = blockDim;
  gridDim = l.grid;
  blockDim = l.block;
  active_worker = &w;
  for (;;) {
    if (l.failed.load(std::memory_order_relaxed))
      break;
    std::uint64_t b = l.next_block.fetch_add(1, std::memory_order_relaxed);
    if (b >= l.num_blocks)
      break;
    run_block(w, b);
  }
  active_worker = nullptr;
  w.launch = nullptr;
  gridDim = saved_grid;
  blockDim = saved_block;
  threadIdx = dim3(0, 0, 0);
  blockIdx = dim3(0, 0, 0);
}

// ---- Thread pool ------------------------------------------------------------

class ThreadPool {
public:
  // Never destroyed (workers are detached and idle at exit): a launch from a
  // static destructor must still work.
  static ThreadPool &get() {
    static ThreadPool *p = new ThreadPool(pool_threads());
    return *p;
  }

  unsigned size() const { return size_; }

  // Runs run_blocks(l) on `participants` threads, the caller being one.
  void run(Launch &l, unsigned participants) {
    if (participants > size_)
      participants = size_;
    if (participants <= 1) {
      run_blocks(l);
      return;
    }
    start_workers();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      job_ = &l;
      wanted_ = participants - 1;
      busy_ = participants - 1;
      ++generation_;
    }
    start_cv_.notify_all();
    run_blocks(l);
    std::unique_lock<std::mutex> lock(mutex_);
    done_cv_.wait(lock, [this] { return busy_ == 0; });
    job_ = nullptr;
  }

private:
  explicit ThreadPool(unsigned n) : size_(n) {}

  void start_workers() {
    if (started_)
      return;
    started_ = true;
    for (unsigned i = 0; i + 1 < size_; ++i)
      std::thread([this, i] { worker_main(i); }).detach();
  }

  void worker_main(unsigned id) {
    std::uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      start_cv_.wait(lock, [&] { return generation_ != seen; });
      seen = generation_;
      if (id >= wanted_)
        continue;
      Launch *l = job_;
      lock.unlock();
      run_blocks(*l);
      lock.lock();
      if (--busy_ == 0)
        done_cv_.notify_one();
    }
  }

  unsigned size_;
  bool started_ = false; // guarded by the launch mutex
  std::mutex mutex_;
  std::condition_variable start_cv_, done_cv_;
  std::uint64_t generation_ = 0;
  Launch *job_ = nullptr;
  unsigned wanted_ = 0, busy_ = 0;
};

// Serializes launches from different host threads (one pool, one job).
inline std::mutex &launch_mutex() {
  static std::mutex *m = new std::mutex;
  return *m;
}

// Kernels seen to reach a barrier; read and written under launch_mutex().
inline std::unordered_set<std::uintptr_t> &barrier_kernels() {
  static auto *s = new std::unordered_set<std::uintptr_t>;
  return *s;
}

template <typename... P> struct KernelCall {
  void (*kernel)(P...);
  std::tuple<std::decay_t<P>...> args;
  // Each kernel thread gets its own copy of the parameters, as on a GPU.
  static void invoke(const void *self) {
    const KernelCall *c = static_cast<const KernelCall *>(self);
    std::apply(c->kernel, c->args);
  }
  // The fast path's loop lives here so the kernel call is direct, and
  // threadIdx is stepped instead of recomputed with divisions.
  static void invoke_rest(const void *self, dim3 block, unsigned first) {
    const KernelCall *c = static_cast<const KernelCall *>(self);
    unsigned x = first % block.x, y = (first / block.x) % block.y,
             z = first / (block.x * block.y);
    for (; z < block.z; ++z, y = 0)
      for (; y < block.y; ++y, x = 0)
        for (; x < block.x; ++x) {
          threadIdx = dim3(x, y, z);
          std::apply(c->kernel, c->args);
        }
  }
};

inline bool valid_config(dim3 grid, dim3 block, std::size_t shared) {
  const unsigned max = max_threads_per_block(); // 1024 unless a test lowers it
  if (block.x == 0 || block.y == 0 || block.z == 0 || block.x > max ||
      block.y > max || block.z > 64 ||
      std::uint64_t(block.x) * block.y * block.z > max)
    return false;
  if (grid.x == 0 || grid.y == 0 || grid.z == 0 || grid.x > 2147483647u ||
      grid.y > 65535 || grid.z > 65535)
    return false;
  return shared <= 65536;
}

inline void report_failure(const LaunchSite &site, const std::string &msg) {
  std::string where;
  if (site.kernel)
    where = std::string(" '") + site.kernel + "'";
  if (site.file)
    where += std::string(" launched at ") + site.file + ":" +
             std::to_string(site.line);
  last_failure = "kernel" + where + ": " + msg;
  std::fprintf(stderr, "amp2hip host backend: %s\n", last_failure.c_str());
  std::fflush(stderr);
  record(hipErrorLaunchFailure);
}

} // namespace detail

// Kernels launched, and launches that needed fibers (tests use these to check
// that barrier-free kernels take the fast path).
inline std::uint64_t launch_count() {
  return detail::launch_counter().load();
}
inline std::uint64_t fiber_launch_count() {
  return detail::fiber_launch_counter().load();
}
// The message of the calling thread's last failed launch ("" if none).
inline const std::string &last_launch_failure() { return detail::last_failure; }

// Whether the calling thread is running a kernel (a block of a launch).
inline bool in_kernel() { return detail::active_worker != nullptr; }

// Dynamic shared memory of the running block (sharedMemBytes of the launch).
inline void *dynamic_shared_memory() {
  detail::Worker *w = detail::active_worker;
  return w ? static_cast<void *>(w->dyn_shared.get()) : nullptr;
}

template <typename... P, typename... A>
void launch_kernel(const detail::LaunchSite &site, void (*kernel)(P...),
                   dim3 grid, dim3 block, std::size_t shared_bytes,
                   hipStream_t stream, A &&...args) {
  static_assert(sizeof...(P) == sizeof...(A),
                "hipLaunchKernelGGL: argument count differs from the kernel's "
                "parameter count");
  using namespace detail;
  if (!kernel) {
    record(hipErrorInvalidDeviceFunction);
    return;
  }
  if (!valid_config(grid, block, shared_bytes)) {
    record(hipErrorInvalidConfiguration);
    return;
  }
  if (!valid_stream(stream)) {
    record(hipErrorInvalidHandle);
    return;
  }
  if (active_worker) {
    report_failure(site, "launching a kernel from a kernel is not supported");
    return;
  }
  if (inject_failure(Inject::Launch)) {
    report_failure(site, "injected failure (AMP2HIP_HOST_FAIL_LAUNCH)");
    return;
  }
  // Arguments are converted to the parameter types once, like a launch does.
  KernelCall<P...> call{kernel,
                        std::tuple<std::decay_t<P>...>(std::forward<A>(args)...)};
  Launch l;
  l.invoke = &KernelCall<P...>::invoke;
  l.invoke_rest = &KernelCall<P...>::invoke_rest;
  l.call = &call;
  l.grid = grid;
  l.block = block;
  l.num_blocks = std::uint64_t(grid.x) * grid.y * grid.z;
  l.threads = block.x * block.y * block.z;
  l.dynamic_shared = shared_bytes;
  const auto id = reinterpret_cast<std::uintptr_t>(kernel);
  {
    std::lock_guard<std::mutex> lock(launch_mutex());
    launch_counter().fetch_add(1);
    l.fibers_from_start = barrier_kernels().count(id) != 0;
    ThreadPool &pool = ThreadPool::get();
    unsigned participants = l.num_blocks < pool.size()
                                ? static_cast<unsigned>(l.num_blocks)
                                : pool.size();
    pool.run(l, participants);
    if (l.used_fibers.load()) {
      fiber_launch_counter().fetch_add(1);
      barrier_kernels().insert(id);
    }
  }
  if (l.failed.load())
    report_failure(site, l.error);
}

template <typename... P, typename... A>
void launch_kernel(void (*kernel)(P...), dim3 grid, dim3 block,
                   std::size_t shared_bytes, hipStream_t stream,
                   A &&...args) {
  launch_kernel(detail::LaunchSite{nullptr, nullptr, 0}, kernel, grid, block,
                shared_bytes, stream, std::forward<A>(args)...);
}

namespace detail {

inline void barrier(BarrierSite site, int predicate) {
  Worker *w = active_worker;
  if (!w)
    return; // host code: nothing to wait for
  switch (w->mode) {
  case Mode::Plain: {
    // run_block prefixes the block and the thread.
    throw BarrierDivergence{"barrier divergence: reached " + site_str(site) +
                            ", but " + thread_str(*w->launch, 0) +
                            " exited without reaching it"};
  }
  case Mode::Probe:
  case Mode::Fibers: {
    Slot &s = w->slots[w->current];
    s.at_barrier = true;
    s.site = site;
    w->barrier_acc += predicate;
    asan_to_scheduler(*w, s, /*exiting=*/false);
    tsan_to_scheduler(*w);
    s.sched = std::move(s.sched).resume();
    asan_in_fiber(*w, s);
    if (w->abandoning)
      throw AbandonBlock{};
    return;
  }
  }
}

} // namespace detail
} // namespace host
} // namespace amp2hip

// The call site identifies a barrier, so that threads waiting at different
// __syncthreads() calls are reported as divergence.
inline void __syncthreads(const char *file = __builtin_FILE(),
                          unsigned line = __builtin_LINE()) {
  ::amp2hip::host::detail::barrier({file, line}, 0);
}
inline int __syncthreads_count(int predicate, const char *file = __builtin_FILE(),
                               unsigned line = __builtin_LINE()) {
  ::amp2hip::host::detail::barrier({file, line}, predicate != 0);
  ::amp2hip::host::detail::Worker *w = ::amp2hip::host::detail::active_worker;
  return w ? w->barrier_result : (predicate != 0);
}
inline int __syncthreads_and(int predicate, const char *file = __builtin_FILE(),
                             unsigned line = __builtin_LINE()) {
  return __syncthreads_count(predicate, file, line) ==
         static_cast<int>(blockDim.x * blockDim.y * blockDim.z);
}
inline int __syncthreads_or(int predicate, const char *file = __builtin_FILE(),
                            unsigned line = __builtin_LINE()) {
  return __syncthreads_count(predicate, file, line) != 0;
}

// The threads of a block are fibers of one OS thread: a compiler barrier
// orders them. Blocks run on different OS threads: a real fence.
inline void __threadfence_block() {
  std::atomic_signal_fence(std::memory_order_seq_cst);
}
inline void __threadfence() {
  std::atomic_thread_fence(std::memory_order_seq_cst);
}
inline void __threadfence_system() {
  std::atomic_thread_fence(std::memory_order_seq_cst);
}

// `extern __shared__ T var[]` has no equivalent here; HIP's macro form works.
#define HIP_DYNAMIC_SHARED(type, var)                                          \
  type *var = static_cast<type *>(::amp2hip::host::dynamic_shared_memory());

// hipLaunchKernelGGL(kernel, grid, block, sharedMemBytes, stream, args...).
// grid and block convert to dim3 implicitly; the kernel may be written
// HIP_KERNEL_NAME(k<T, N>) or (k<T, N>). The kernel's spelling and the call
// site go into failure messages.
#define hipLaunchKernelGGL(kernel, ...)                                        \
  ::amp2hip::host::launch_kernel(                                              \
      ::amp2hip::host::detail::LaunchSite{#kernel, __FILE__, __LINE__},        \
      kernel, __VA_ARGS__)

#endif // AMP2HIP_HOST_LAUNCH_H
