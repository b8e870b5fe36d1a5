// amp2hip/host/launch_pace.h: whether a kernel's launches run on the whole
// pool of OS threads or on the launching thread alone.
//
// Why: a kernel whose threads mostly do atomic read-modify-writes on a few
// cache lines (a 256-bin histogram with atomic_fetch_add) runs slower on
// several OS threads than on one, because every atomic then moves a cache
// line between cores: the bench's histogram took 55 ms on two threads and
// 7 ms on one (2 cores), and more cores make it worse. A GPU has no such
// cost, so the source gives no hint; the backend measures instead, per
// kernel (launches too small to measure are not counted):
//   - its first two launches run on the pool and the second's time per block
//     is kept (the first warms the caches, the pages and the pool's threads);
//   - the third runs on the launching thread alone (a probe); if its time per
//     block is under kAloneWins times the pool's, later launches run alone;
//   - every kRecheckEvery-th launch of a kernel that runs alone runs on the
//     pool again, and goes back to it for good if the pool is now faster.
// A launch on one thread is watched: the pool's other threads join it (they
// take blocks from the same counter) once it has run longer than expected:
// the pool's time for a probe, kSlack times the measured time (at least
// kMinWatch) after. So a kernel whose blocks wait for one another still
// finishes, and a kernel that stopped being cheap alone goes back to the
// pool for good. AMP2HIP_HOST_ADAPTIVE=0 keeps every launch on the pool, and
// so do builds with ThreadSanitizer (its tests want the threads).
//
// The decisions are plain functions of the measured times (plan, record),
// so tests drive them with chosen numbers.
#ifndef AMP2HIP_HOST_LAUNCH_PACE_H
#define AMP2HIP_HOST_LAUNCH_PACE_H

#include "amp2hip/host/hip_runtime_api.h"
#include "amp2hip/host/sanitizer_hooks.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <unordered_map>

namespace amp2hip {
namespace host {
namespace detail {

using pace_seconds = std::chrono::duration<double>;

// A launch is measured only with at least this many blocks per pool thread
// and, on the pool, at least kMinMeasured long (shorter ones are mostly the
// pool's wake-up).
constexpr unsigned kBlocksPerThreadToMeasure = 2;
constexpr double kMinMeasured = 0.5e-3;
// Alone wins when its time per block is under this fraction of the pool's:
// a clear loss of parallel speed, not noise.
constexpr double kAloneWins = 0.7;
constexpr std::uint64_t kRecheckEvery = 64;
constexpr double kSlack = 4.0;
constexpr double kMinWatch = 1e-3;

inline bool pace_adaptive() {
#ifdef AMP2HIP_HOST_TSAN
  return false;
#else
  static const bool on = env_size("AMP2HIP_HOST_ADAPTIVE", 1) != 0;
  return on;
#endif
}

// What the backend knows of one kernel.
struct Pace {
  unsigned pool_launches = 0; // measured launches on the pool, up to 2
  double pool_block_s = 0;    // the pool's time per block (the latest kept)
  double alone_block_s = 0;   // the launching thread's, once probed
  bool alone = false;         // its launches run on the launching thread
  bool settled = false;       // decided for the pool, for good
  std::uint64_t alone_launches = 0;
};

// How one launch runs.
struct PacePlan {
  enum Kind { Pool, MeasurePool, Probe, Alone } kind = Pool;
  // Alone and Probe: when the pool's other threads join in.
  pace_seconds watch{0};
  bool on_pool() const { return kind == Pool || kind == MeasurePool; }
};

// (run_launch asks only where pace_adaptive().)
inline PacePlan plan_launch(const Pace &p, std::uint64_t blocks, unsigned pool) {
  PacePlan plan;
  if (pool < 2 || p.settled ||
      blocks < std::uint64_t(kBlocksPerThreadToMeasure) * pool)
    return plan;
  if (p.alone) {
    if ((p.alone_launches + 1) % kRecheckEvery == 0) {
      plan.kind = PacePlan::MeasurePool;
    } else {
      plan.kind = PacePlan::Alone;
      plan.watch = pace_seconds(std::max(kSlack * p.alone_block_s * blocks, kMinWatch));
    }
  } else if (p.pool_launches < 2) {
    plan.kind = PacePlan::MeasurePool;
  } else {
    plan.kind = PacePlan::Probe;
    plan.watch = pace_seconds(std::max(p.pool_block_s * blocks, kMinWatch));
  }
  return plan;
}

// What a launch run by `plan` teaches: `seconds` it took, whether the pool's
// other threads had to join an alone launch.
inline void record_launch(Pace &p, const PacePlan &plan, std::uint64_t blocks,
                          double seconds, bool helpers_joined) {
  const double per_block = seconds / double(blocks);
  switch (plan.kind) {
  case PacePlan::Pool:
    return;
  case PacePlan::MeasurePool:
    if (p.alone) { // the recheck
      ++p.alone_launches;
      if (per_block < p.alone_block_s) {
        p.alone = false;
        p.settled = true;
      }
      return;
    }
    if (seconds < kMinMeasured)
      return; // the pool's wake-up more than the kernel
    ++p.pool_launches;
    p.pool_block_s = per_block;
    return;
  case PacePlan::Probe:
    if (!helpers_joined && per_block < kAloneWins * p.pool_block_s) {
      p.alone = true;
      p.alone_block_s = per_block;
    } else {
      p.settled = true;
    }
    return;
  case PacePlan::Alone:
    ++p.alone_launches;
    if (helpers_joined) {
      p.alone = false;
      p.settled = true;
    } else {
      p.alone_block_s = per_block; // follows the data's drift
    }
    return;
  }
}

// Per kernel; read and written under launch_mutex().
inline std::unordered_map<std::uintptr_t, Pace> &kernel_paces() {
  static auto *m = new std::unordered_map<std::uintptr_t, Pace>;
  return *m;
}

inline std::atomic<std::uint64_t> &alone_launch_counter() {
  static std::atomic<std::uint64_t> n{0};
  return n;
}

} // namespace detail

// Launches that ran on the launching thread alone, helpers or not (tests).
inline std::uint64_t alone_launch_count() {
  return detail::alone_launch_counter().load();
}

} // namespace host
} // namespace amp2hip

#endif // AMP2HIP_HOST_LAUNCH_PACE_H
