// threads_array_view.cpp
//
// RUN-ENV: AMP2HIP_HOST_THREADS=2
// EXPECT: PASS
//
// Covers: one array_view used from several host threads at once. Each
// std::thread owns a disjoint section of the same view (so all of them share
// one coherence state) and, many times over, launches a kernel on its
// section, synchronizes it, reads and checks it on the host, and writes it on
// the host. AMP lets threads use disjoint data concurrently; no thread may
// see another's copies clobber its data, and at the end the container holds
// every thread's last results. (Not a failure-injection case: it checks that
// the shim's shared state is thread-safe; it lives here with the other
// runtime robustness cases.)
#include <amp.h>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

using namespace concurrency;

static const int kThreads = 4;
static const int kSize = 1024;   // elements per thread
static const int kRounds = 40;

int main() {
  std::vector<int> data(kThreads * kSize);
  for (int t = 0; t < kThreads; ++t)
    for (int i = 0; i < kSize; ++i)
      data[t * kSize + i] = t;  // round 0 starts from round * 10 + id
  array_view<int, 1> all(kThreads * kSize, data);
  std::atomic<int> errors{0};

  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      array_view<int, 1> mine = all.section(t * kSize, kSize);
      const int id = t;
      for (int round = 0; round < kRounds; ++round) {
        // Device: every element becomes round * 10 + id + 1 (from round * 10 + id).
        parallel_for_each(mine.extent, [=](index<1> i) restrict(amp) {
          mine[i] = mine[i] + 1;
        });
        mine.synchronize();
        for (int i = 0; i < kSize; ++i) {
          const int want = round * 10 + id + 1;
          if (mine[i] != want) {
            if (errors.fetch_add(1) < 5)
              std::printf("thread %d round %d: element %d is %d, expected %d\n", id,
                          round, i, mine[i], want);
            break;
          }
        }
        // Host: back to (round + 1) * 10 + id for the next round.
        for (int i = 0; i < kSize; ++i)
          mine[i] = (round + 1) * 10 + id;
      }
    });
  }
  for (auto& th : threads)
    th.join();
  if (errors.load() != 0) {
    std::printf("FAIL: %d errors\n", errors.load());
    return 1;
  }
  // One more kernel over the whole view, then every thread's last writes
  // must be in the container.
  parallel_for_each(all.extent, [=](index<1> i) restrict(amp) { all[i] = all[i] * 2; });
  all.synchronize();
  for (int t = 0; t < kThreads; ++t)
    for (int i = 0; i < kSize; ++i)
      if (data[t * kSize + i] != 2 * (kRounds * 10 + t)) {
        std::printf("FAIL: data[%d] = %d, expected %d\n", t * kSize + i,
                    data[t * kSize + i], 2 * (kRounds * 10 + t));
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
