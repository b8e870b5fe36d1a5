// amp2hip/host/hip_launch.h: hipLaunchKernelGGL, __syncthreads() and the
// fences on the host backend.
//
// Execution model (the parts live in their own headers):
// - A launch runs synchronously: every block has finished when
//   hipLaunchKernelGGL returns (a valid HIP implementation, since the work in
//   a stream is ordered anyway). Launches from different host threads are
//   serialized.
// - Blocks run in parallel on a persistent pool of OS threads
//   (thread_pool.h); each OS thread runs whole blocks, their threads as a
//   plain loop or, once a barrier is reached, as fibers
//   (block_scheduler.h) on pooled, guarded stacks (fiber_stack.h), announced
//   to ASan and TSan (sanitizer_hooks.h). A kernel seen to use barriers is
//   remembered and its later launches start in fiber mode at once. A kernel
//   measured to run faster on one OS thread than on the pool (contended
//   atomics) runs on one, watched (launch_pace.h).
// - A failed launch (barrier divergence, a kernel thread's exception)
//   prints one line naming the kernel, block and thread to stderr, the
//   remaining blocks are skipped, and hipGetLastError() returns
//   hipErrorLaunchFailure; last_launch_failure() gives the message.
#ifndef AMP2HIP_HOST_HIP_LAUNCH_H
#define AMP2HIP_HOST_HIP_LAUNCH_H

#include "amp2hip/host/block_scheduler.h"
#include "amp2hip/host/hip_runtime_api.h"
#include "amp2hip/host/launch_pace.h"
#include "amp2hip/host/launch_state.h"
#include "amp2hip/host/thread_pool.h"
#include "amp2hip/host/tile_loops.h"

#include <atomic>
#include <cstdio>
#include <mutex>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_set>
#include <utility>

namespace amp2hip {
namespace host {
namespace detail {

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

// How a launch hands its arguments to each kernel thread. The fast paths
// below give each thread per_thread(arg) when every argument
// is_kernel_copy; array_view.h specializes this for views (a copy whose
// host buffer is a literal null). Any other argument is passed as it is.
template <typename T> struct kernel_argument {
  static bool is_kernel_copy(const T &) { return true; }
  static const T &per_thread(const T &a) { return a; }
};

template <typename... T> bool all_kernel_copies(const std::tuple<T...> &args) {
  return std::apply(
      [](const auto &...a) {
        return (kernel_argument<std::decay_t<decltype(a)>>::is_kernel_copy(a) && ... && true);
      },
      args);
}

// Calls `call` with each argument's per-thread copy (see kernel_argument).
template <typename Call, typename... T, typename... Lead>
void call_with_kernel_copies(const Call &call, const std::tuple<T...> &args, Lead... lead) {
  std::apply([&](const auto &...a) { call(lead..., kernel_argument<T>::per_thread(a)...); },
             args);
}

// A launch's kernel when only its address is known (launch_kernel without a
// caller): the call goes through the pointer.
template <typename F> struct call_through_pointer {
  F kernel;
  template <typename... A> void operator()(A &&...a) const { kernel(std::forward<A>(a)...); }
};

// Runs f once per thread of a block from thread `first` on, threadIdx set
// (stepped, not recomputed with divisions).
template <typename F> inline void for_each_thread(dim3 block, unsigned first, F &&f) {
  unsigned x = first % block.x, y = (first / block.x) % block.y,
           z = first / (block.x * block.y);
  for (; z < block.z; ++z, y = 0)
    for (; y < block.y; ++y, x = 0)
      for (; x < block.x; ++x) {
        threadIdx = dim3(x, y, z);
        f();
      }
}

// A launch of an ordinary kernel: `call` calls it (hipLaunchKernelGGL passes
// a lambda that names the kernel, so the call is direct and the kernel can
// be inlined into the loop over a block's threads), `args` are the launch's
// arguments converted to the parameter types once, as a launch does. Each
// kernel thread gets its own copy of them, as on a GPU.
template <typename Call, typename... P> struct KernelCall {
  using Args = std::tuple<std::decay_t<P>...>;
  Call call;
  Args args;

  // One thread (the probe and fiber paths of block_scheduler.h).
  static void invoke(const void *self) {
    const KernelCall *c = static_cast<const KernelCall *>(self);
    std::apply(c->call, c->args);
  }
  // Threads [first, end of block) as a plain loop.
  static void invoke_rest(const void *self, dim3 block, unsigned first) {
    const KernelCall *c = static_cast<const KernelCall *>(self);
    if (all_kernel_copies(c->args))
      loop_with_kernel_copies(*c, block, first);
    else
      for_each_thread(block, first, [c] { std::apply(c->call, c->args); });
  }
  // The loop with the kernel inlined into it and each view argument known
  // to be a kernel copy: a view's element access is then a load through a
  // pointer and strides kept in registers, as in a hand-written loop (the
  // host-view branch of array_view::first() folds away). Without this, the
  // kernel reloaded each view's pointer, buffer and stride in every
  // iteration of its loops, since the out-of-line host branch might change
  // them; matmul_simple ran 1.45x a hand-written OpenMP loop (bench/README.md).
  [[gnu::flatten]] static void loop_with_kernel_copies(const KernelCall &c, dim3 block,
                                                       unsigned first) {
    for_each_thread(block, first, [&c] { call_with_kernel_copies(c.call, c.args); });
  }

  void describe(Launch &l) const {
    l.invoke = &invoke;
    l.invoke_rest = &invoke_rest;
    l.call = this;
  }
};

// A kernel in tile-loop form (tile_loops.h): called once per block, with the
// same fast path as KernelCall's loop.
template <typename Call, typename... P> struct TileLoopKernelCall {
  using Args = std::tuple<std::decay_t<P>...>;
  Call call;
  Args args;

  static void invoke(const void *self) {
    const TileLoopKernelCall *c = static_cast<const TileLoopKernelCall *>(self);
    if (all_kernel_copies(c->args))
      block_with_kernel_copies(*c);
    else
      std::apply([c](const auto &...a) { c->call(tile_loop_kernel{}, a...); }, c->args);
  }
  [[gnu::flatten]] static void block_with_kernel_copies(const TileLoopKernelCall &c) {
    call_with_kernel_copies(c.call, c.args, tile_loop_kernel{});
  }

  void describe(Launch &l) const {
    l.invoke = &invoke;
    l.call = this;
    l.once_per_block = true;
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

// Why a launch cannot start (reported as HIP does), or hipSuccess.
inline hipError_t check_launch_config(bool has_kernel, dim3 grid, dim3 block,
                                      std::size_t shared_bytes, hipStream_t stream) {
  if (!has_kernel)
    return hipErrorInvalidDeviceFunction;
  if (!valid_config(grid, block, shared_bytes))
    return hipErrorInvalidConfiguration;
  if (!valid_stream(stream))
    return hipErrorInvalidHandle;
  return hipSuccess;
}

// Runs every block of `l` on the pool, or on this thread alone where that
// has been measured faster (launch_pace.h); `kernel` identifies it among the
// kernels that have used barriers and in the measurements.
inline void run_launch(Launch &l, std::uintptr_t kernel) {
  std::lock_guard<std::mutex> lock(launch_mutex());
  launch_counter().fetch_add(1);
  l.fibers_from_start = barrier_kernels().count(kernel) != 0;
  ThreadPool &pool = ThreadPool::get();
  unsigned participants =
      l.num_blocks < pool.size() ? static_cast<unsigned>(l.num_blocks) : pool.size();
  Pace &pace = kernel_paces()[kernel];
  const PacePlan plan =
      pace_adaptive() ? plan_launch(pace, l.num_blocks, pool.size()) : PacePlan();
  if (!plan.on_pool())
    alone_launch_counter().fetch_add(1);
  const auto start = std::chrono::steady_clock::now();
  const bool joined =
      pool.run([](void *arg) { run_blocks(*static_cast<Launch *>(arg)); }, &l, participants,
               std::chrono::duration_cast<std::chrono::steady_clock::duration>(plan.watch));
  if (!l.failed.load())
    record_launch(pace, plan, l.num_blocks,
                  pace_seconds(std::chrono::steady_clock::now() - start).count(), joined);
  if (l.used_fibers.load()) {
    fiber_launch_counter().fetch_add(1);
    barrier_kernels().insert(kernel);
  }
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

namespace detail {
// Whether a launch may start; reports why not.
inline bool launch_may_start(const LaunchSite &site, bool has_kernel, dim3 grid,
                             dim3 block, std::size_t shared_bytes, hipStream_t stream) {
  const hipError_t config =
      check_launch_config(has_kernel, grid, block, shared_bytes, stream);
  if (config != hipSuccess) {
    record(config);
    return false;
  }
  if (active_worker) {
    report_failure(site, "launching a kernel from a kernel is not supported");
    return false;
  }
  if (inject_failure(Inject::Launch)) {
    report_failure(site, "injected failure (AMP2HIP_HOST_FAIL_LAUNCH)");
    return false;
  }
  return true;
}
} // namespace detail

namespace detail {
// Gives `l` its shape, runs every block and reports a failed launch.
inline void run_and_report(const LaunchSite &site, Launch &l, dim3 grid, dim3 block,
                           std::size_t shared_bytes, std::uintptr_t kernel) {
  l.grid = grid;
  l.block = block;
  l.num_blocks = std::uint64_t(grid.x) * grid.y * grid.z;
  l.threads = block.x * block.y * block.z;
  l.dynamic_shared = shared_bytes;
  run_launch(l, kernel);
  if (l.failed.load())
    report_failure(site, l.error);
}
} // namespace detail

namespace detail {
// Checks and runs a launch whose kernel and arguments `C` holds
// (KernelCall or TileLoopKernelCall).
template <typename C, typename Call, typename... A>
void launch_with(const LaunchSite &site, std::uintptr_t kernel, dim3 grid, dim3 block,
                 std::size_t shared_bytes, hipStream_t stream, Call &&call, A &&...args) {
  if (!launch_may_start(site, kernel != 0, grid, block, shared_bytes, stream))
    return;
  // Arguments are converted to the parameter types once, like a launch does.
  C c{std::forward<Call>(call), typename C::Args(std::forward<A>(args)...)};
  Launch l;
  c.describe(l);
  run_and_report(site, l, grid, block, shared_bytes, kernel);
}

template <typename F> std::uintptr_t kernel_id(F *kernel) {
  return reinterpret_cast<std::uintptr_t>(kernel);
}
} // namespace detail

// hipLaunchKernelGGL: `call` calls `kernel` with the converted arguments
// (the macro passes a lambda naming the kernel); `kernel` gives the
// parameter types and identifies the kernel.
template <typename Call, typename... P, typename... A>
void launch_kernel(const detail::LaunchSite &site, Call &&call, void (*kernel)(P...),
                   dim3 grid, dim3 block, std::size_t shared_bytes, hipStream_t stream,
                   A &&...args) {
  static_assert(sizeof...(P) == sizeof...(A),
                "hipLaunchKernelGGL: argument count differs from the kernel's "
                "parameter count");
  detail::launch_with<detail::KernelCall<std::decay_t<Call>, P...>>(
      site, detail::kernel_id(kernel), grid, block, shared_bytes, stream,
      std::forward<Call>(call), std::forward<A>(args)...);
}

// A kernel in tile-loop form: the translator's host form of a tiled kernel
// with barriers (tile_loops.h); it runs once per block.
template <typename Call, typename... P, typename... A>
void launch_kernel(const detail::LaunchSite &site, Call &&call,
                   void (*kernel)(tile_loop_kernel, P...), dim3 grid, dim3 block,
                   std::size_t shared_bytes, hipStream_t stream, A &&...args) {
  static_assert(sizeof...(P) == sizeof...(A),
                "hipLaunchKernelGGL: argument count differs from the kernel's "
                "parameter count");
  detail::launch_with<detail::TileLoopKernelCall<std::decay_t<Call>, P...>>(
      site, detail::kernel_id(kernel), grid, block, shared_bytes, stream,
      std::forward<Call>(call), std::forward<A>(args)...);
}

// A launch through the kernel's address alone (no inlining into the loop).
template <typename F, typename... A>
void launch_kernel(const detail::LaunchSite &site, F *kernel, dim3 grid, dim3 block,
                   std::size_t shared_bytes, hipStream_t stream, A &&...args) {
  launch_kernel(site, detail::call_through_pointer<F *>{kernel}, kernel, grid, block,
                shared_bytes, stream, std::forward<A>(args)...);
}
template <typename F, typename... A>
void launch_kernel(F *kernel, dim3 grid, dim3 block, std::size_t shared_bytes,
                   hipStream_t stream, A &&...args) {
  launch_kernel(detail::LaunchSite{nullptr, nullptr, 0}, kernel, grid, block,
                shared_bytes, stream, std::forward<A>(args)...);
}

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
      AMP2HIP_HOST_KERNEL_CALLER(kernel), kernel, __VA_ARGS__)

// A lambda that calls the kernel by name: the launch can inline it into the
// loop over a block's threads (KernelCall).
// Variadic: the kernel's spelling arrives macro-expanded, so
// HIP_KERNEL_NAME(k<T, N>) is k<T, N> by then, a comma included.
#define AMP2HIP_HOST_KERNEL_CALLER(...)                                        \
  [&](auto &&...amp2hip_kernel_args_) {                                       \
    __VA_ARGS__(static_cast<decltype(amp2hip_kernel_args_) &&>(amp2hip_kernel_args_)...); \
  }

#endif // AMP2HIP_HOST_HIP_LAUNCH_H
