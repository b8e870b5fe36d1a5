// completion_future_then.cpp
//
// Covers (AMP spec 3.4, completion_future::then): the callback runs exactly
// once after the operation completes: on an already completed future (a
// marker after wait) and on a copy_async still in progress (then() returns
// before the copy finishes; the callback sees the finished copy). A
// callback may itself start GPU work (a kernel on the copied data).
#include <amp.h>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

using namespace concurrency;

static bool wait_flag(const std::atomic<int> &flag, int value) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (flag.load() != value && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  return flag.load() == value;
}

int main() {
  // Completed future.
  completion_future m = accelerator().default_view.create_marker();
  m.wait();
  std::atomic<int> calls{0};
  m.then([&calls]() { calls.fetch_add(1); });
  if (!wait_flag(calls, 1)) { std::printf("FAIL: then on a completed future did not run\n"); return 1; }

  // Pending copy; the callback launches a kernel on the copied data.
  const int n = 20000;
  std::vector<int> src(n);
  for (int i = 0; i < n; ++i) src[i] = i % 97;
  array<int, 1> a(n);
  std::vector<int> result(n, 0);
  std::atomic<int> done{0};
  {
    array_view<int, 1> rv(n, result);
    completion_future f = copy_async(src.begin(), src.end(), a);
    f.then([&a, rv, &done]() {
      parallel_for_each(a.extent, [&a, rv](index<1> i) restrict(amp) { rv[i] = a[i] * 2; });
      rv.synchronize();
      done = 1;
    });
    if (!wait_flag(done, 1)) { std::printf("FAIL: the callback did not run\n"); return 1; }
    f.get();
  }
  if (calls.load() != 1) { std::printf("FAIL: first callback ran %d times\n", calls.load()); return 1; }
  for (int i = 0; i < n; ++i)
    if (result[i] != 2 * (i % 97)) { std::printf("FAIL: result[%d]=%d\n", i, result[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
