// completion_future_wait_for_until.cpp
//
// Covers (AMP spec 3.4): completion_future::wait_for(duration) and
// wait_until(time_point): on an operation still in progress (a copy_async
// into an output iterator that holds its first write until released) they
// return std::future_status::timeout after about the given time; once
// released they return ready; wait_until with a past time point on a
// completed future returns ready at once.
#include <amp.h>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <iterator>
#include <thread>
#include <vector>

using namespace concurrency;

struct holding_output {
  typedef std::output_iterator_tag iterator_category;
  typedef void value_type;
  typedef std::ptrdiff_t difference_type;
  typedef void pointer;
  typedef void reference;
  int *out;
  std::atomic<bool> *release;
  holding_output &operator*() { return *this; }
  holding_output &operator++() { return *this; }
  holding_output operator++(int) { return *this; }
  holding_output &operator=(int v) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!release->load() && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    *out++ = v;
    return *this;
  }
};

int main() {
  const int n = 100;
  array<int, 1> a(n);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = i[0] + 1; });
  std::atomic<bool> release{false};
  std::vector<int> out(n, 0);
  completion_future f = copy_async(a, holding_output{out.data(), &release});
  auto t0 = std::chrono::steady_clock::now();
  std::future_status s1 = f.wait_for(std::chrono::milliseconds(50));
  auto waited = std::chrono::steady_clock::now() - t0;
  std::future_status s2 = f.wait_until(std::chrono::steady_clock::now() + std::chrono::milliseconds(20));
  if (s1 != std::future_status::timeout || s2 != std::future_status::timeout) {
    std::printf("FAIL: an operation in progress reported ready\n");
    return 1;
  }
  if (waited < std::chrono::milliseconds(40)) { std::printf("FAIL: wait_for returned too early\n"); return 1; }
  release = true;
  std::future_status s3 = f.wait_for(std::chrono::seconds(10));
  if (s3 != std::future_status::ready) { std::printf("FAIL: not ready after release\n"); return 1; }
  std::future_status s4 = f.wait_until(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  std::future_status s5 = f.wait_for(std::chrono::seconds(0));
  if (s4 != std::future_status::ready || s5 != std::future_status::ready) { std::printf("FAIL: completed future not ready\n"); return 1; }
  for (int i = 0; i < n; ++i)
    if (out[i] != i + 1) { std::printf("FAIL: out[%d]=%d\n", i, out[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
