// kernel_timer.h: times every kernel launch with events, for the GPU suite's
// benchmarks (scripts/gpu-suite.sh). Force-included (-include) into the
// translated bench programs (bench/amp/*.cpp) and the hand-written baselines
// (bench/baselines/*.hip), so both sides are measured the same way: an event
// recorded on the null stream after the launch's arguments were evaluated
// (see timed_launch) and one after the launch, then synchronized. At exit the
// program prints, per kernel name (as written at the launch),
//
//   GPU_KERNEL <name> <launches> <median ms> <min ms>
//
// Works on the HIP backends (nvcc with HIP's NVIDIA headers, hipcc) and on
// the shim's host backend, whose events read the host clock (its launches are
// synchronous), so the suite's runner can be tested without a GPU.
#pragma once
#include <amp2hip/config.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace amp2hip_bench {

class KernelTimes {
 public:
  ~KernelTimes() {
    for (auto& kv : ms_) {
      std::vector<float>& v = kv.second;
      std::sort(v.begin(), v.end());
      std::printf("GPU_KERNEL %s %zu %.6f %.6f\n", kv.first.c_str(), v.size(), v[v.size() / 2], v[0]);
    }
    std::fflush(stdout);
  }
  void add(const char* name, float ms) {
    std::string key;
    for (const char* p = name; *p; ++p)  // "(k<T>)" -> "k<T>": one word per kernel
      if (*p != ' ' && *p != '\t' && *p != '\n' && !(*p == '(' && p == name)) key += *p;
    if (name[0] == '(' && !key.empty() && key.back() == ')') key.pop_back();
    ms_[key].push_back(ms);
  }

 private:
  std::map<std::string, std::vector<float>> ms_;
};

inline KernelTimes& kernel_times() {
  static KernelTimes times;
  return times;
}

class LaunchTimer {
 public:
  explicit LaunchTimer(const char* name) : name_(name) {
    kernel_times();  // constructed before the events' first use, so printed after
    static bool created = (hipEventCreate(&start()) == hipSuccess) & (hipEventCreate(&stop()) == hipSuccess);
    ok_ = created && hipEventRecord(start(), 0) == hipSuccess;
  }
  ~LaunchTimer() {
    float ms = 0.0f;
    if (ok_ && hipEventRecord(stop(), 0) == hipSuccess && hipEventSynchronize(stop()) == hipSuccess &&
        hipEventElapsedTime(&ms, start(), stop()) == hipSuccess)
      kernel_times().add(name_, ms);
  }
  LaunchTimer(const LaunchTimer&) = delete;
  LaunchTimer& operator=(const LaunchTimer&) = delete;

 private:
  static hipEvent_t& start() {
    static hipEvent_t e;
    return e;
  }
  static hipEvent_t& stop() {
    static hipEvent_t e;
    return e;
  }
  const char* name_;
  bool ok_ = false;
};

// Starts the timer after the launch's arguments were evaluated: a translated
// launch's arguments do the shim's data movement (amp2hip::to_device copies
// an array_view's data to the device and may allocate there), which is the
// transfer figure's business, not the kernel's.
// The stream argument as the launch needs it: translations pass the literal
// 0 for the null stream, which stops being a null pointer constant once it
// is forwarded as an int.
template <class S>
hipStream_t launch_stream(S s) {
  if constexpr (std::is_integral<S>::value)
    return nullptr;
  else
    return s;
}

template <class Launch, class... Args>
void timed_launch(const char* name, Launch&& launch, Args&&... args) {
  LaunchTimer timer(name);
  launch(std::forward<Args>(args)...);
}

}  // namespace amp2hip_bench

// The launch macro, timed: the arguments go through a function call, so all
// of them are evaluated before the start event is recorded. Each backend's
// own launch is repeated inside (HIP: the triple-chevron launch that
// hipLaunchKernelGGL expands to; the host backend:
// runtime-shim/include/amp2hip/host/hip_launch.h).
#undef hipLaunchKernelGGL
#if defined(AMP2HIP_BACKEND_HOST)
#define hipLaunchKernelGGL(kernel, ...)                                                    \
  ::amp2hip_bench::timed_launch(                                                          \
      #kernel,                                                                            \
      [&](auto&& amp2hip_bench_grid_, auto&& amp2hip_bench_block_, auto&& amp2hip_bench_shm_, \
          auto&& amp2hip_bench_stream_, auto&&... amp2hip_bench_args_) {                  \
        ::amp2hip::host::launch_kernel(                                                   \
            ::amp2hip::host::detail::LaunchSite{#kernel, __FILE__, __LINE__},             \
            AMP2HIP_HOST_KERNEL_CALLER(kernel), kernel,                                   \
            amp2hip_bench_grid_, amp2hip_bench_block_, amp2hip_bench_shm_,                \
            ::amp2hip_bench::launch_stream(amp2hip_bench_stream_), amp2hip_bench_args_...); \
      },                                                                                  \
      __VA_ARGS__)
#else
#define hipLaunchKernelGGL(kernel, ...)                                                    \
  ::amp2hip_bench::timed_launch(                                                          \
      #kernel,                                                                            \
      [&](auto&& amp2hip_bench_grid_, auto&& amp2hip_bench_block_, auto&& amp2hip_bench_shm_, \
          auto&& amp2hip_bench_stream_, auto&&... amp2hip_bench_args_) {                  \
        kernel<<<amp2hip_bench_grid_, amp2hip_bench_block_, amp2hip_bench_shm_,           \
                 ::amp2hip_bench::launch_stream(amp2hip_bench_stream_)>>>(amp2hip_bench_args_...); \
      },                                                                                  \
      __VA_ARGS__)
#endif
