// The shim's PPL subset (amp2hip/ppl.h): parallel algorithms, tasks and
// continuations, task groups, combinable and critical_section, with PPL's
// exception rules; and that PPL's parallel_for_each(first, last, f) and
// AMP's parallel_for_each(extent, kernel) live side by side in concurrency.
#include <amp.h>
#include <ppl.h>
#include <ppltasks.h>

#include <gtest/gtest.h>

#include <atomic>
#include <list>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace concurrency;

namespace {

TEST(Ppl, ParallelForVisitsEveryIndexOnce) {
  std::vector<std::atomic<int>> hits(1003);
  parallel_for(0, 1003, [&](int i) { ++hits[i]; });
  for (auto &h : hits)
    ASSERT_EQ(h.load(), 1);
  std::vector<std::atomic<int>> stepped(100);
  parallel_for(size_t(3), size_t(100), size_t(7), [&](size_t i) { ++stepped[i]; });
  for (size_t i = 0; i < 100; ++i)
    ASSERT_EQ(stepped[i].load(), (i >= 3 && (i - 3) % 7 == 0) ? 1 : 0) << i;
  parallel_for(5, 5, [&](int) { FAIL() << "empty range"; });
  std::atomic<int> sum{0};
  parallel_for(0, 10, [&](int i) { sum += i; }, static_partitioner());
  EXPECT_EQ(sum.load(), 45);
}

TEST(Ppl, ParallelForUsesThreadsAndNestsSerially) {
  std::mutex m;
  std::set<std::thread::id> ids;
  std::atomic<int> inner{0};
  parallel_for(0, 64, [&](int) {
    {
      std::lock_guard<std::mutex> lock(m);
      ids.insert(std::this_thread::get_id());
    }
    parallel_for(0, 8, [&](int) { ++inner; });
  });
  EXPECT_EQ(inner.load(), 64 * 8);
  if (std::thread::hardware_concurrency() > 1) {
    EXPECT_GT(ids.size(), 1u);
  }
}

TEST(Ppl, ExceptionReachesTheCallerAfterAllChunks) {
  std::atomic<int> done{0};
  EXPECT_THROW(parallel_for(0, 100,
                            [&](int i) {
                              if (i == 50)
                                throw std::out_of_range("fifty");
                              ++done;
                            }),
               std::out_of_range);
  EXPECT_THROW(parallel_for(0, 10, 0, [](int) {}), std::invalid_argument);
}

TEST(Ppl, ParallelForEachOverIterators) {
  std::vector<int> v(1000);
  std::iota(v.begin(), v.end(), 0);
  parallel_for_each(v.begin(), v.end(), [](int &x) { x *= 3; });
  for (int i = 0; i < 1000; ++i)
    ASSERT_EQ(v[i], 3 * i);
  std::list<std::string> words{"a", "bb", "ccc"};
  parallel_for_each(words.begin(), words.end(), [](std::string &w) { w += "!"; });
  EXPECT_EQ(words.back(), "ccc!");
  int raw[5] = {1, 2, 3, 4, 5};
  concurrency::parallel_for_each(raw, raw + 5, [](int &x) { x = -x; }, auto_partitioner());
  EXPECT_EQ(raw[4], -5);
}

TEST(Ppl, AmpLaunchAndPplLoopShareTheName) {
  std::vector<int> v(256, 1);
  array_view<int, 1> av(256, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += i[0]; });
  av.synchronize();
  parallel_for_each(v.begin(), v.end(), [](int &x) { x *= 2; });
  for (int i = 0; i < 256; ++i)
    ASSERT_EQ(v[i], 2 * (1 + i));
}

TEST(Ppl, ParallelInvoke) {
  int a = 0, b = 0, c = 0;
  parallel_invoke([&] { a = 1; }, [&] { b = 2; }, [&] { c = 3; });
  EXPECT_EQ(a + b + c, 6);
  EXPECT_THROW(parallel_invoke([] {}, [] { throw std::runtime_error("x"); }), std::runtime_error);
}

TEST(PplTasks, ValueAndTaskBasedContinuations) {
  task<int> t = create_task([] { return 20; });
  auto doubled = t.then([](int x) { return x * 2; });
  auto text = doubled.then([](task<int> prev) { return std::to_string(prev.get() + 2); });
  EXPECT_EQ(text.get(), "42");
  EXPECT_TRUE(text.is_done());
  EXPECT_EQ(doubled.wait(), completed);
  int side = 0;
  task<void> v = create_task([&] { side = 1; }).then([&] { side += 1; });
  v.wait();
  EXPECT_EQ(side, 2);
  auto unwrapped = create_task([] { return 1; }).then([](int x) {
    return create_task([x] { return x + 1; });
  });
  EXPECT_EQ(unwrapped.get(), 2);
  EXPECT_EQ(task_from_result(7).get(), 7);
}

TEST(PplTasks, ExceptionsSkipValueContinuations) {
  std::atomic<bool> value_ran{false};
  auto failing = create_task([]() -> int { throw std::runtime_error("bad"); });
  auto value = failing.then([&](int) {
    value_ran = true;
    return 0;
  });
  EXPECT_THROW(value.get(), std::runtime_error);
  EXPECT_FALSE(value_ran.load());
  auto seen = failing.then([](task<int> prev) {
    try {
      prev.get();
    } catch (const std::runtime_error &e) {
      return std::string(e.what());
    }
    return std::string("none");
  });
  EXPECT_EQ(seen.get(), "bad");
  EXPECT_THROW(failing.wait(), std::runtime_error);
}

TEST(PplTasks, KernelInATask) {
  std::vector<float> data(100, 1.5f);
  auto t = create_task([&] {
             array_view<float, 1> av(100, data);
             parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2.0f; });
             av.synchronize();
             return std::accumulate(data.begin(), data.end(), 0.0f);
           }).then([](float sum) { return sum / 100.0f; });
  EXPECT_FLOAT_EQ(t.get(), 3.0f);
}

TEST(PplTasks, TaskGroup) {
  task_group g;
  std::atomic<int> n{0};
  for (int i = 0; i < 10; ++i)
    g.run([&] { ++n; });
  EXPECT_EQ(g.wait(), completed);
  EXPECT_EQ(n.load(), 10);
  g.run([] { throw std::logic_error("group"); });
  EXPECT_THROW(g.wait(), std::logic_error);
}

TEST(PplSync, CombinableSumsPerThreadValues) {
  combinable<long> sums;
  parallel_for(0, 10000, [&](int i) { sums.local() += i; });
  EXPECT_EQ(sums.combine(std::plus<long>()), 49995000L);
  long each = 0;
  sums.combine_each([&](long v) { each += v; });
  EXPECT_EQ(each, 49995000L);
  combinable<int> seeded([] { return 100; });
  bool exists = true;
  EXPECT_EQ(seeded.local(exists), 100);
  EXPECT_FALSE(exists);
  seeded.local(exists);
  EXPECT_TRUE(exists);
  seeded.clear();
  EXPECT_EQ(seeded.combine(std::plus<int>()), 0);
}

TEST(PplSync, CriticalSection) {
  critical_section cs;
  long counter = 0;
  parallel_for(0, 2000, [&](int) {
    critical_section::scoped_lock lock(cs);
    ++counter;
  });
  EXPECT_EQ(counter, 2000);
  EXPECT_TRUE(cs.try_lock());
  cs.unlock();
}

} // namespace
