// amp2hip/host/block_scheduler.h: running the blocks of a launch on one OS
// thread, and __syncthreads() between the threads of a block.
//
// - One OS thread runs one block at a time, and all threads of that block,
//   so `__shared__` (= static thread_local) is per-block memory. Blocks are
//   handed out through the launch's atomic counter (thread_pool.h runs
//   run_blocks on several OS threads at once).
// - Fast path: thread 0 of a block first runs alone inside a fiber
//   (Boost.Context). If it finishes without reaching __syncthreads(), the
//   other threads run as a plain loop, without fibers. If it reaches a
//   barrier, every thread of the block gets a fiber and the block runs in
//   rounds: each round resumes every thread until it reaches the next
//   barrier or exits. A kernel seen to use barriers starts in fiber mode
//   at once (Launch::fibers_from_start).
// - Barrier divergence fails loudly instead of hanging: a round in which some
//   threads exit while others wait at a barrier, or threads wait at
//   different __syncthreads() call sites, or (plain loop) a thread other than
//   thread 0 calls __syncthreads() although thread 0 exited without doing so,
//   fails the launch, as does an exception thrown by a kernel thread. The
//   remaining blocks are skipped; Launch::error says which block and thread.
#ifndef AMP2HIP_HOST_BLOCK_SCHEDULER_H
#define AMP2HIP_HOST_BLOCK_SCHEDULER_H

#include "amp2hip/host/fiber_stack.h"
#include "amp2hip/host/launch_state.h"
#include "amp2hip/host/sanitizer_hooks.h"

#include <algorithm>
#include <exception>
#include <string>

#include <boost/context/fiber.hpp>

namespace amp2hip {
namespace host {
namespace detail {

// Runs kernel threads through `fn`; the error message of what they threw,
// or "" when they returned.
template <typename F> std::string run_catching(F &&fn) {
  try {
    fn();
  } catch (const AbandonBlock &) {
    // the block failed elsewhere; this thread just stops
  } catch (const boost::context::detail::forced_unwind &) {
    throw; // Boost's own unwinding must pass through
  } catch (const BarrierDivergence &d) {
    return d.message;
  } catch (const std::exception &e) {
    return std::string("exception thrown by a kernel thread: ") + e.what();
  } catch (...) {
    return "unknown exception thrown by a kernel thread";
  }
  return std::string();
}

// The plain loop; on failure, threadIdx names the thread that failed.
inline void run_plain(Worker &w, unsigned first) {
  const Launch &l = *w.launch;
  std::string err = run_catching([&] { l.invoke_rest(l.call, l.block, first); });
  if (!err.empty())
    w.launch->fail(block_str() + ", thread " + dim_str(threadIdx) + ": " + err);
}

// A kernel in tile-loop form: one call runs every thread of the block, in
// loops between what were its barriers; no fibers.
inline void run_tile_loops(Worker &w) {
  const Launch &l = *w.launch;
  w.mode = Mode::Plain;
  threadIdx = dim3(0, 0, 0);
  std::string err = run_catching([&] { l.invoke(l.call); });
  if (!err.empty())
    w.launch->fail(block_str() + ", thread " + dim_str(threadIdx) + ": " + err);
}

inline void start_fiber(Worker &w, unsigned t) {
  Slot &s = w.slots[t];
  s.done = false;
  s.at_barrier = false;
  s.error.clear();
  s.san.asan_fake_stack = nullptr;
  Worker *wp = &w;
  tsan_fiber_created(w.san, s.san);
  tsan_to_fiber(s.san);
  try {
    s.fiber = boost::context::fiber(
        std::allocator_arg, PooledStack{&stack_pool(), &s.san.stack_bottom, &s.san.stack_size},
        [wp, t](boost::context::fiber &&sched) -> boost::context::fiber {
          Slot &me = wp->slots[t]; // slots don't move meanwhile
          asan_in_fiber(wp->san, me.san);
          me.sched = std::move(sched);
          me.error = run_catching([wp] { wp->launch->invoke(wp->launch->call); });
          me.done = true;
          asan_to_scheduler(wp->san, me.san, /*exiting=*/true);
          return std::move(me.sched); // resume_fiber tells TSan
        });
  } catch (...) {
    tsan_to_scheduler(w.san); // no stack for the fiber
    throw;
  }
  tsan_to_scheduler(w.san);
}

inline void resume_fiber(Worker &w, unsigned t) {
  Slot &s = w.slots[t];
  w.current = t;
  set_thread_index(*w.launch, t);
  s.at_barrier = false;
  asan_to_fiber(w.san, s.san);
  tsan_to_fiber(s.san);
  s.fiber = std::move(s.fiber).resume();
  asan_in_scheduler(w.san);
  if (s.done)
    tsan_to_scheduler(w.san); // a thread at a barrier has already said so
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
      w.slots[t].fiber = boost::context::fiber(); // Boost's forced unwinding, last resort
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
    if (l.once_per_block) {
      run_tile_loops(w);
      return;
    }
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

// Runs blocks of `l` on the calling OS thread until none is left or the
// launch has failed.
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

// __syncthreads() and its variants: suspends the calling kernel thread's
// fiber until every thread of its block has reached a barrier.
inline void barrier(BarrierSite site, int predicate) {
  Worker *w = active_worker;
  if (!w)
    return; // host code: nothing to wait for
  if (w->called_barrier_arrivals) { // tile-loop form: the loop's end waits
    ++*w->called_barrier_arrivals;
    return;
  }
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
    asan_to_scheduler(w->san, s.san, /*exiting=*/false);
    tsan_to_scheduler(w->san);
    s.sched = std::move(s.sched).resume();
    asan_in_fiber(w->san, s.san);
    if (w->abandoning)
      throw AbandonBlock{};
    return;
  }
  }
}

} // namespace detail
} // namespace host
} // namespace amp2hip

#endif // AMP2HIP_HOST_BLOCK_SCHEDULER_H
