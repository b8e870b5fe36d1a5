// bench_util.h: timing helpers for the amp2hip benchmark programs (no AMP here).
// Every bench program takes `N REPS` on the command line, checks its result
// against a plain C++ reference (prints PASS or FAIL), prints the bytes the
// shim moved for one checked run next to the minimum the program needs, and
// prints the median of REPS timed runs of each variant.
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace bench {

inline int arg(int argc, char** argv, int i, int dflt) {
  return argc > i ? std::atoi(argv[i]) : dflt;
}

template <class F>
double median_seconds(int reps, F&& f) {
  std::vector<double> t;
  f();  // warm-up (thread pool start, first-touch)
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    auto t1 = std::chrono::steady_clock::now();
    t.push_back(std::chrono::duration<double>(t1 - t0).count());
  }
  if (t.empty()) return 0.0;
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// Times several variants interleaved (A B C A B C ...) after one warm-up call
// of each, so drifting machine load hits them alike; returns the medians.
template <class... F>
std::vector<double> median_seconds_interleaved(int reps, F&&... fs) {
  std::vector<std::vector<double>> t(sizeof...(fs));
  (fs(), ...);
  for (int r = 0; r < reps; ++r) {
    std::size_t i = 0;
    ((t[i++].push_back([&] {
       auto t0 = std::chrono::steady_clock::now();
       fs();
       return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
     }())), ...);
  }
  std::vector<double> med;
  for (auto& v : t) {
    std::sort(v.begin(), v.end());
    med.push_back(v.empty() ? 0.0 : v[v.size() / 2]);
  }
  return med;
}

// Whether the kernels run on a GPU (a HIP backend) rather than on the shim's
// host backend.
constexpr bool kernels_on_gpu() {
#if defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP_PLATFORM_AMD__) || defined(__HIP_PLATFORM_HCC__)
  return true;
#else
  return false;
#endif
}

inline void report_time(const char* label, double s) {
  std::printf("BENCH_TIME %s %.9f\n", label, s);
}

inline void report_bytes(unsigned long long moved, unsigned long long minimum) {
  std::printf("BENCH_BYTES %llu %llu\n", moved, minimum);
}

inline bool close(float got, float want, float tol = 1e-3f) {
  float d = got > want ? got - want : want - got;
  float m = want < 0 ? -want : want;
  return d <= tol * (1.0f + m);
}

}  // namespace bench
