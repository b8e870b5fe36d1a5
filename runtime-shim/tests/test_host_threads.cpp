// Host threads sharing one data source: the coherence state of
// detail::buffer is range-granular and thread-safe, so views of disjoint
// sections can be used from several std::threads at once (kernels, host
// reads and writes, synchronize, discard). Also the range_set under it.
// Built with -fsanitize=thread by scripts/sanitize.sh.
#include <amp.h>

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

using namespace concurrency;
using amp2hip::detail::range_set;

namespace {

std::vector<std::pair<std::size_t, std::size_t>> parts(const range_set &r,
                                                       std::size_t lo = 0,
                                                       std::size_t hi = ~std::size_t(0)) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  r.for_each_in(lo, hi, [&](std::size_t a, std::size_t b) { out.emplace_back(a, b); });
  return out;
}

using P = std::vector<std::pair<std::size_t, std::size_t>>;

__global__ void add_one(array_view<int, 1> m) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < m.extent[0])
    m[i] += 1;
}

__global__ void fill(array_view<int, 1> m, int value) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < m.extent[0])
    m[i] = value;
}

} // namespace

TEST(HostThreads, RangeSet) {
  range_set r;
  EXPECT_TRUE(r.empty());
  r.add(10, 20);
  r.add(30, 40);
  EXPECT_EQ(parts(r), (P{{10, 20}, {30, 40}}));
  r.add(20, 30); // adjacent: merged
  EXPECT_EQ(parts(r), (P{{10, 40}}));
  EXPECT_TRUE(r.covers(10, 40));
  EXPECT_FALSE(r.covers(5, 15));
  r.remove(15, 25);
  EXPECT_EQ(parts(r), (P{{10, 15}, {25, 40}}));
  EXPECT_EQ(parts(r, 12, 30), (P{{12, 15}, {25, 30}}));
  r.add(0, 100);
  EXPECT_EQ(parts(r), (P{{0, 100}}));
  r.remove(0, 50);
  r.remove(60, 100);
  EXPECT_EQ(parts(r), (P{{50, 60}}));
  r.remove(50, 60);
  EXPECT_TRUE(r.empty());
  r.add(5, 5); // empty ranges change nothing
  EXPECT_TRUE(r.empty());
}

// A kernel on a section copies only the section's bytes.
TEST(HostThreads, SectionCopiesOnlyItsSpan) {
  std::vector<int> v(1000, 1);
  array_view<int, 1> all(1000, v);
  array_view<int, 1> part = all.section(100, 50);
  amp2hip::reset_transfer_stats();
  auto k = amp2hip::to_device(part);
  (void)k;
  EXPECT_EQ(amp2hip::transfer_stats().host_to_device_bytes, 50 * sizeof(int));
  part.synchronize();
  EXPECT_EQ(amp2hip::transfer_stats().device_to_host_bytes, 50 * sizeof(int));
}

TEST(HostThreads, DisjointSectionsFromManyThreads) {
  const int threads = 4, size = 512, rounds = 25;
  std::vector<int> data(threads * size);
  for (int t = 0; t < threads; ++t)
    for (int i = 0; i < size; ++i)
      data[t * size + i] = t;
  array_view<int, 1> all(threads * size, data);
  std::atomic<int> errors{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      array_view<int, 1> mine = all.section(t * size, size);
      for (int r = 0; r < rounds; ++r) {
        auto k = amp2hip::to_device(mine);
        hipLaunchKernelGGL(add_one, dim3((size + 63) / 64), dim3(64), 0, 0, k);
        amp2hip::check_launch();
        mine.synchronize();
        for (int i = 0; i < size; ++i)
          if (mine[i] != r * 10 + t + 1) {
            errors.fetch_add(1);
            break;
          }
        for (int i = 0; i < size; ++i)
          mine[i] = (r + 1) * 10 + t;
        if (r % 5 == 4) {
          mine.discard_data(); // every byte gets rewritten on the device
          auto d = amp2hip::to_device(mine);
          const int value = (r + 1) * 10 + t;
          hipLaunchKernelGGL(fill, dim3((size + 63) / 64), dim3(64), 0, 0, d, value);
          amp2hip::check_launch();
        }
      }
    });
  for (auto &th : pool)
    th.join();
  EXPECT_EQ(errors.load(), 0);
  all.synchronize();
  for (int t = 0; t < threads; ++t)
    for (int i = 0; i < size; ++i)
      ASSERT_EQ(data[t * size + i], rounds * 10 + t) << "element " << t * size + i;
}

// Views made and destroyed concurrently over parts of one container (the
// registry, reference counts and merges of the shared state).
TEST(HostThreads, ViewsMadeConcurrently) {
  std::vector<int> data(4 * 256, 0);
  std::vector<std::thread> pool;
  for (int t = 0; t < 4; ++t)
    pool.emplace_back([&, t] {
      for (int r = 0; r < 50; ++r) {
        array_view<int, 1> v(256, data.data() + t * 256);
        v[r % 256] += 1;
      }
    });
  for (auto &th : pool)
    th.join();
  for (int t = 0; t < 4; ++t)
    for (int i = 0; i < 256; ++i)
      EXPECT_EQ(data[t * 256 + i], i < 50 ? 1 : 0);
}
