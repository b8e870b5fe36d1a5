// Host backend: a kernel measured faster on one OS thread than on the pool
// runs on one, watched (launch_pace.h); the pool's delayed join under it.
#include "host_test_helpers.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

namespace {

// Four pool threads whatever the machine has (read once, at first use).
const bool env_set = [] {
  setenv("AMP2HIP_HOST_THREADS", "4", 1);
  return true;
}();

using amp2hip::host::detail::Pace;
using amp2hip::host::detail::PacePlan;
using amp2hip::host::detail::plan_launch;
using amp2hip::host::detail::record_launch;
using amp2hip_test::device_alloc;
using amp2hip_test::to_host;

constexpr std::uint64_t kBlocks = 4096;
constexpr unsigned kPool = 2;

// Runs one launch of `seconds` through the decisions; returns its plan.
PacePlan launch(Pace &p, double seconds, bool joined = false,
                std::uint64_t blocks = kBlocks) {
  const PacePlan plan = plan_launch(p, blocks, kPool);
  record_launch(p, plan, blocks, seconds, joined);
  return plan;
}

TEST(HostPace, ContendedKernelGoesAloneAfterTwoPoolLaunchesAndAProbe) {
  Pace p;
  EXPECT_EQ(launch(p, 0.055).kind, PacePlan::MeasurePool); // warm-up
  EXPECT_EQ(launch(p, 0.055).kind, PacePlan::MeasurePool);
  // The probe is watched for as long as the pool took.
  const PacePlan probe = plan_launch(p, kBlocks, kPool);
  EXPECT_EQ(probe.kind, PacePlan::Probe);
  EXPECT_NEAR(probe.watch.count(), 0.055, 1e-9);
  record_launch(p, probe, kBlocks, 0.007, false);
  EXPECT_TRUE(p.alone);
  // Alone from now on, watched for 4x its time; twice the blocks, twice that.
  const PacePlan alone = plan_launch(p, 2 * kBlocks, kPool);
  EXPECT_EQ(alone.kind, PacePlan::Alone);
  EXPECT_NEAR(alone.watch.count(), 4 * 0.014, 1e-9);
}

TEST(HostPace, ScalingKernelStaysOnThePool) {
  Pace p;
  launch(p, 0.010);
  launch(p, 0.010);
  EXPECT_EQ(launch(p, 0.019).kind, PacePlan::Probe); // alone, about 2x slower
  EXPECT_FALSE(p.alone);
  EXPECT_TRUE(p.settled);
  for (int i = 0; i < 200; ++i)
    ASSERT_EQ(launch(p, 0.001).kind, PacePlan::Pool);
}

TEST(HostPace, AloneMustWinClearly) {
  Pace p;
  launch(p, 0.010);
  launch(p, 0.010);
  launch(p, 0.0075); // 0.75 of the pool's time: noise, not a loss of speed
  EXPECT_FALSE(p.alone);
  EXPECT_TRUE(p.settled);
}

TEST(HostPace, ProbeThatNeededTheHelpersSettlesOnThePool) {
  Pace p;
  launch(p, 0.010);
  launch(p, 0.010);
  launch(p, 0.004, /*joined=*/true);
  EXPECT_FALSE(p.alone);
  EXPECT_TRUE(p.settled);
}

TEST(HostPace, AloneKernelThatNeedsHelpersGoesBackToThePool) {
  Pace p;
  launch(p, 0.055);
  launch(p, 0.055);
  launch(p, 0.007);
  ASSERT_TRUE(p.alone);
  EXPECT_EQ(launch(p, 0.007).kind, PacePlan::Alone);
  EXPECT_EQ(launch(p, 0.030, /*joined=*/true).kind, PacePlan::Alone);
  EXPECT_FALSE(p.alone);
  EXPECT_EQ(launch(p, 0.010).kind, PacePlan::Pool);
}

TEST(HostPace, AloneKernelIsRecheckedOnThePool) {
  Pace p;
  launch(p, 0.055);
  launch(p, 0.055);
  launch(p, 0.007);
  int pool_launches = 0;
  for (int i = 0; i < 128; ++i) // the pool is still slower: stays alone
    pool_launches += launch(p, 0.055).on_pool() ? 1 : 0;
  EXPECT_EQ(pool_launches, 2);
  EXPECT_TRUE(p.alone);
  for (int i = 0; i < 64 && p.alone; ++i) { // now the pool is faster
    const PacePlan plan = plan_launch(p, kBlocks, kPool);
    record_launch(p, plan, kBlocks, plan.on_pool() ? 0.004 : 0.007, false);
  }
  EXPECT_FALSE(p.alone);
  EXPECT_TRUE(p.settled);
}

TEST(HostPace, SmallLaunchesAreNotMeasured) {
  Pace p;
  // Fewer than two blocks per pool thread: the pool, nothing learnt.
  EXPECT_EQ(launch(p, 0.050, false, 2 * kPool - 1).kind, PacePlan::Pool);
  // Under half a millisecond on the pool: measured but not counted.
  for (int i = 0; i < 10; ++i)
    ASSERT_EQ(launch(p, 0.0002).kind, PacePlan::MeasurePool);
  EXPECT_EQ(p.pool_launches, 0u);
}

TEST(HostPace, DelayedJoinStartsHelpersOnlyWhenTheCallerIsSlow) {
  auto &pool = amp2hip::host::detail::ThreadPool::get();
  ASSERT_EQ(pool.size(), 4u);
  struct Job {
    std::atomic<int> calls{0};
    std::atomic<bool> helper_ran{false};
    std::thread::id caller = std::this_thread::get_id();
    bool wait_for_helper = false;
  };
  auto body = [](void *arg) {
    Job &j = *static_cast<Job *>(arg);
    j.calls.fetch_add(1);
    if (std::this_thread::get_id() != j.caller)
      j.helper_ran = true;
    else if (j.wait_for_helper)
      while (!j.helper_ran.load())
        std::this_thread::yield();
  };
  Job fast;
  EXPECT_FALSE(pool.run(body, &fast, 4, std::chrono::seconds(30)));
  EXPECT_EQ(fast.calls.load(), 1); // returned at once; nobody else called it
  Job slow;
  slow.wait_for_helper = true; // progress needs another thread
  EXPECT_TRUE(pool.run(body, &slow, 4, std::chrono::milliseconds(2)));
  EXPECT_GE(slow.calls.load(), 2); // helpers late to wake find it done
}

// Block 0 waits for the last block, so one thread alone never finishes it.
__global__ void wait_for_last_block(int *flag, int *out) {
  if (threadIdx.x == 0 && blockIdx.x == gridDim.x - 1)
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  if (threadIdx.x == 0 && blockIdx.x == 0)
    while (__atomic_load_n(flag, __ATOMIC_ACQUIRE) == 0)
      std::this_thread::yield();
  out[blockIdx.x * blockDim.x + threadIdx.x] = static_cast<int>(blockIdx.x);
}

// ThreadSanitizer builds keep every launch on the pool (launch_pace.h).
#ifdef AMP2HIP_HOST_TSAN
#define SKIP_WITHOUT_PACE() GTEST_SKIP() << "launch pace is off under TSan"
#else
#define SKIP_WITHOUT_PACE() (void)0
#endif

TEST(HostPace, AloneLaunchWhoseBlocksWaitForEachOtherFinishes) {
  SKIP_WITHOUT_PACE();
  const std::uintptr_t id = amp2hip::host::detail::kernel_id(&wait_for_last_block);
  Pace &p = amp2hip::host::detail::kernel_paces()[id];
  p.alone = true; // as if measured: tiny blocks, so watched for 1 ms
  p.alone_block_s = 1e-9;
  const unsigned blocks = 16, threads = 32;
  int *flag = device_alloc<int>(1);
  int *out = device_alloc<int>(blocks * threads);
  ASSERT_EQ(hipMemset(flag, 0, sizeof(int)), hipSuccess);
  const std::uint64_t alone_before = amp2hip::host::alone_launch_count();
  hipLaunchKernelGGL(wait_for_last_block, dim3(blocks), dim3(threads), 0, 0, flag, out);
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(amp2hip::host::alone_launch_count(), alone_before + 1);
  const std::vector<int> h = to_host(out, blocks * threads);
  for (unsigned i = 0; i < blocks * threads; ++i)
    ASSERT_EQ(h[i], int(i / threads)) << i;
  EXPECT_FALSE(p.alone); // it needed the helpers: back on the pool
  EXPECT_TRUE(p.settled);
  hipFree(flag);
  hipFree(out);
}

// 64 atomics per thread on one counter: long enough to be measured.
__global__ void contended_count(unsigned *counter) {
  for (int i = 0; i < 64; ++i)
    atomicAdd(counter, 1u);
}

TEST(HostPace, EveryLaunchCountsRightWhereverItRuns) {
  SKIP_WITHOUT_PACE();
  unsigned *counter = device_alloc<unsigned>(1);
  const std::uint64_t alone_before = amp2hip::host::alone_launch_count();
  const unsigned blocks = 64, threads = 256;
  for (int launch = 0; launch < 5; ++launch) {
    ASSERT_EQ(hipMemset(counter, 0, sizeof(unsigned)), hipSuccess);
    hipLaunchKernelGGL(contended_count, dim3(blocks), dim3(threads), 0, 0, counter);
    ASSERT_EQ(hipGetLastError(), hipSuccess);
    ASSERT_EQ(to_host(counter, 1)[0], blocks * threads * 64u) << "launch " << launch;
  }
  // The third launch was the probe, on one thread; later ones depend on it.
  EXPECT_GE(amp2hip::host::alone_launch_count(), alone_before + 1);
  hipFree(counter);
}

} // namespace
