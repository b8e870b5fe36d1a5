// amp2hip/host/sanitizer_hooks.h: telling AddressSanitizer and
// ThreadSanitizer about the block scheduler's fiber switches.
//
// Under AddressSanitizer, every stack switch is announced so that ASan keeps
// track of the fiber stacks (and kernels can be checked for out-of-bounds
// accesses on this backend). Under ThreadSanitizer, each kernel thread in
// fiber mode is a TSan fiber; switches synchronize (as barriers do), so TSan
// reports races between blocks, which run on different OS threads, and not
// between the threads of one block at barriers. Without a sanitizer every
// hook is an empty inline function.
//
// The scheduler (block_scheduler.h) keeps one FiberSanitizerState per kernel
// thread and one SchedulerSanitizerState per OS thread, and calls the hooks
// around each resume().
#ifndef AMP2HIP_HOST_SANITIZER_HOOKS_H
#define AMP2HIP_HOST_SANITIZER_HOOKS_H

#include <cstddef>

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

// What the sanitizers know of one kernel thread's fiber.
struct FiberSanitizerState {
  const void *stack_bottom = nullptr; // set by the stack allocator
  std::size_t stack_size = 0;
  void *asan_fake_stack = nullptr;
  void *tsan_fiber = nullptr;
  unsigned tsan_uses = 0;
};

// What they know of the scheduler's own stack (one per OS thread), as ASan
// last saw it.
struct SchedulerSanitizerState {
  const void *bottom = nullptr;
  std::size_t size = 0;
  void *fake_stack = nullptr;
  void *tsan_fiber = nullptr;
};

// Fiber lifetime and switch announcements for TSan.
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
inline void tsan_fiber_created(SchedulerSanitizerState &w, FiberSanitizerState &s) {
  if (!w.tsan_fiber)
    w.tsan_fiber = __tsan_get_current_fiber();
  if (s.tsan_fiber && ++s.tsan_uses >= kTsanFiberUses) {
    __tsan_destroy_fiber(s.tsan_fiber);
    s.tsan_fiber = nullptr;
  }
  if (!s.tsan_fiber) {
    s.tsan_fiber = __tsan_create_fiber(0);
    s.tsan_uses = 0;
  }
}
inline void tsan_to_fiber(FiberSanitizerState &s) { __tsan_switch_to_fiber(s.tsan_fiber, 0); }
inline void tsan_to_scheduler(SchedulerSanitizerState &w) {
  __tsan_switch_to_fiber(w.tsan_fiber, 0);
}
#else
inline void tsan_fiber_created(SchedulerSanitizerState &, FiberSanitizerState &) {}
inline void tsan_to_fiber(FiberSanitizerState &) {}
inline void tsan_to_scheduler(SchedulerSanitizerState &) {}
#endif

// Stack-switch announcements for ASan.
#ifdef AMP2HIP_HOST_ASAN
inline void asan_to_fiber(SchedulerSanitizerState &w, const FiberSanitizerState &s) {
  __sanitizer_start_switch_fiber(&w.fake_stack, s.stack_bottom, s.stack_size);
}
inline void asan_in_scheduler(SchedulerSanitizerState &w) {
  __sanitizer_finish_switch_fiber(w.fake_stack, nullptr, nullptr);
}
inline void asan_in_fiber(SchedulerSanitizerState &w, FiberSanitizerState &s) {
  __sanitizer_finish_switch_fiber(s.asan_fake_stack, &w.bottom, &w.size);
}
inline void asan_to_scheduler(SchedulerSanitizerState &w, FiberSanitizerState &s, bool exiting) {
  __sanitizer_start_switch_fiber(exiting ? nullptr : &s.asan_fake_stack, w.bottom, w.size);
}
#else
inline void asan_to_fiber(SchedulerSanitizerState &, const FiberSanitizerState &) {}
inline void asan_in_scheduler(SchedulerSanitizerState &) {}
inline void asan_in_fiber(SchedulerSanitizerState &, FiberSanitizerState &) {}
inline void asan_to_scheduler(SchedulerSanitizerState &, FiberSanitizerState &, bool) {}
#endif

} // namespace detail
} // namespace host
} // namespace amp2hip

#endif // AMP2HIP_HOST_SANITIZER_HOOKS_H
