// The shim's PPL reductions and concurrent containers (parallel_reduce,
// concurrent_queue, concurrent_vector, combinable), as Visual C++ programs
// use them beside their kernels: results equal to the sequential ones, and
// the containers used from several threads at once.
#include <concurrent_queue.h>
#include <concurrent_vector.h>
#include <ppl.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <list>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

using namespace concurrency;

namespace {

TEST(PplReduce, SumsLikeAccumulate) {
  std::vector<long long> v(10007);
  std::iota(v.begin(), v.end(), 1);
  EXPECT_EQ(parallel_reduce(v.begin(), v.end(), 0LL), 10007LL * 10008 / 2);
  std::vector<int> empty;
  EXPECT_EQ(parallel_reduce(empty.begin(), empty.end(), 42), 42);
  std::list<int> listed(v.begin(), v.begin() + 100); // forward iterators
  EXPECT_EQ(parallel_reduce(listed.begin(), listed.end(), 0), 5050);
}

TEST(PplReduce, KeepsTheOrderOfAnAssociativeOperation) {
  // Concatenation is associative, not commutative: chunks combine in order.
  std::vector<std::string> words;
  std::string expected;
  for (int i = 0; i < 300; ++i) {
    words.push_back(std::to_string(i) + ",");
    expected += words.back();
  }
  EXPECT_EQ(parallel_reduce(words.begin(), words.end(), std::string()), expected);
  int maxAt = parallel_reduce(words.begin(), words.end(), std::string(),
                              [](const std::string &a, const std::string &b) { return a + b; })
                  .size();
  EXPECT_EQ(maxAt, static_cast<int>(expected.size()));
}

TEST(PplReduce, RangeFunctionAndCombiner) {
  // Count the even numbers: a range function of another type than the elements.
  std::vector<float> v(5000);
  for (size_t i = 0; i < v.size(); ++i)
    v[i] = static_cast<float>(i);
  size_t evens = parallel_reduce(
      v.begin(), v.end(), size_t(0),
      [](std::vector<float>::iterator b, std::vector<float>::iterator e, size_t init) {
        return init + static_cast<size_t>(std::count_if(b, e, [](float x) {
                 return static_cast<int>(x) % 2 == 0;
               }));
      },
      [](size_t a, size_t b) { return a + b; });
  EXPECT_EQ(evens, 2500u);
  float mx = parallel_reduce(v.begin(), v.end(), -1.0f, [](float a, float b) { return std::max(a, b); });
  EXPECT_EQ(mx, 4999.0f);
}

TEST(PplConcurrentQueue, FifoOnOneThread) {
  concurrent_queue<int> q;
  EXPECT_TRUE(q.empty());
  int out = -1;
  EXPECT_FALSE(q.try_pop(out));
  EXPECT_EQ(out, -1); // untouched when empty
  for (int i = 0; i < 5; ++i)
    q.push(i);
  EXPECT_EQ(q.unsafe_size(), 5u);
  EXPECT_EQ(std::accumulate(q.unsafe_begin(), q.unsafe_end(), 0), 10);
  concurrent_queue<int> copy(q);
  for (int i = 0; i < 5; ++i) {
    ASSERT_TRUE(q.try_pop(out));
    EXPECT_EQ(out, i);
  }
  EXPECT_TRUE(q.empty());
  EXPECT_EQ(copy.unsafe_size(), 5u);
  copy.clear();
  EXPECT_TRUE(copy.empty());
}

TEST(PplConcurrentQueue, ProducersAndConsumersAtOnce) {
  // 4 producers push disjoint ranges while 4 consumers pop: every value
  // comes out exactly once, and each producer's values in its order.
  concurrent_queue<int> q;
  const int perProducer = 20000, producers = 4;
  std::vector<std::atomic<int>> seen(perProducer * producers);
  std::atomic<int> popped{0};
  std::atomic<bool> outOfOrder{false};
  std::vector<std::thread> threads;
  for (int p = 0; p < producers; ++p)
    threads.emplace_back([&, p] {
      for (int i = 0; i < perProducer; ++i)
        q.push(p * perProducer + i);
    });
  for (int c = 0; c < 4; ++c)
    threads.emplace_back([&] {
      std::vector<int> last(producers, -1);
      int v;
      while (popped.load() < perProducer * producers) {
        if (!q.try_pop(v))
          continue;
        ++seen[v];
        ++popped;
        int p = v / perProducer;
        if (v <= last[p])
          outOfOrder = true;
        last[p] = v;
      }
    });
  for (auto &t : threads)
    t.join();
  EXPECT_FALSE(outOfOrder.load());
  for (auto &s : seen)
    ASSERT_EQ(s.load(), 1);
  EXPECT_TRUE(q.empty());
}

TEST(PplConcurrentVector, GrowsLikeAVectorAndKeepsElementsInPlace) {
  concurrent_vector<int> v;
  EXPECT_TRUE(v.empty());
  const int *first = nullptr;
  for (int i = 0; i < 1000; ++i) {
    auto it = v.push_back(i);
    EXPECT_EQ(*it, i);
    if (i == 0)
      first = &v[0];
  }
  EXPECT_EQ(first, &v[0]); // growing never moved it
  EXPECT_EQ(v.size(), 1000u);
  EXPECT_EQ(std::accumulate(v.begin(), v.end(), 0), 999 * 1000 / 2);
  auto grown = v.grow_by(3, 7);
  EXPECT_EQ(grown - v.begin(), 1000);
  EXPECT_EQ(v.back(), 7);
  auto at = v.grow_to_at_least(10); // already bigger: the element at index 10
  EXPECT_EQ(at - v.begin(), 10);
  EXPECT_EQ(v.size(), 1003u);
  EXPECT_THROW(v.at(1003), std::out_of_range);
  std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
  EXPECT_EQ(v.front(), 999);
  concurrent_vector<int> copy(v);
  v.clear();
  EXPECT_TRUE(v.empty());
  EXPECT_EQ(copy.size(), 1003u);
  concurrent_vector<std::string> s(4, "x");
  EXPECT_EQ(s[3], "x");
  concurrent_vector<int> init{1, 2, 3};
  EXPECT_EQ(init[2], 3);
}

TEST(PplConcurrentVector, PushBackFromManyThreadsWhileReading) {
  // parallel_for threads append; a reader walks the elements already
  // there meanwhile: all values arrive once, references stay valid.
  concurrent_vector<long> v;
  std::atomic<bool> done{false}, badRead{false};
  std::thread reader([&] {
    while (!done.load()) {
      size_t n = v.size();
      for (size_t i = 0; i < n; ++i)
        if (v[i] < 0 || v[i] >= 50000)
          badRead = true;
    }
  });
  parallel_for(0, 50000, [&](int i) { v.push_back(i); });
  done = true;
  reader.join();
  EXPECT_FALSE(badRead.load());
  ASSERT_EQ(v.size(), 50000u);
  std::vector<long> sorted(v.begin(), v.end());
  std::sort(sorted.begin(), sorted.end());
  for (long i = 0; i < 50000; ++i)
    ASSERT_EQ(sorted[i], i);
}

TEST(PplCombinable, PerThreadValuesFromParallelFor) {
  // combinable beside parallel_for: one local sum a thread, combined.
  combinable<long long> sums;
  parallel_for(1, 100001, [&](int i) { sums.local() += i; });
  EXPECT_EQ(sums.combine(std::plus<long long>()), 100000LL * 100001 / 2);
  combinable<std::vector<int>> lists;
  parallel_for(0, 1000, [&](int i) { lists.local().push_back(i); });
  size_t total = 0;
  lists.combine_each([&](const std::vector<int> &l) { total += l.size(); });
  EXPECT_EQ(total, 1000u);
}

} // namespace
