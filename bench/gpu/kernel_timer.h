// kernel_timer.h: times every kernel launch with events, for the GPU suite's
// benchmarks (scripts/gpu-suite.sh). Force-included (-include) into the
// translated bench programs (bench/amp/*.cpp) and the hand-written baselines
// (bench/baselines/*.hip), so both sides are measured the same way: an event
// recorded before and after each hipLaunchKernelGGL on the null stream, then
// synchronized. At exit the program prints, per kernel name (as written at the
// launch),
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

}  // namespace amp2hip_bench

// The launch macro, timed. Each backend's own definition is repeated inside
// (HIP's NVIDIA headers: hipLaunchKernelGGLInternal; the host backend:
// runtime-shim/include/amp2hip/host/hip_launch.h).
#undef hipLaunchKernelGGL
#if defined(AMP2HIP_BACKEND_HOST)
#define hipLaunchKernelGGL(kernel, ...)                                                    \
  do {                                                                                    \
    ::amp2hip_bench::LaunchTimer amp2hip_bench_timer_(#kernel);                            \
    ::amp2hip::host::launch_kernel(                                                        \
        ::amp2hip::host::detail::LaunchSite{#kernel, __FILE__, __LINE__}, kernel, __VA_ARGS__); \
  } while (0)
#elif defined(__HIP_PLATFORM_NVIDIA__)
#define hipLaunchKernelGGL(kernel, ...)                                 \
  do {                                                                 \
    ::amp2hip_bench::LaunchTimer amp2hip_bench_timer_(#kernel);         \
    hipLaunchKernelGGLInternal((kernel), __VA_ARGS__);                 \
  } while (0)
#else
#define hipLaunchKernelGGL(kernel, numBlocks, numThreads, memPerBlock, streamId, ...)        \
  do {                                                                                    \
    ::amp2hip_bench::LaunchTimer amp2hip_bench_timer_(#kernel);                            \
    kernel<<<(numBlocks), (numThreads), (memPerBlock), (streamId)>>>(__VA_ARGS__);         \
  } while (0)
#endif
