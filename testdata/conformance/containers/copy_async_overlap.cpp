// copy_async_overlap.cpp
//
// Covers (AMP spec 5.3.2, copy_async): copy_async returns a completion_future
// while the copy is still in progress, so host work overlaps it. The copy
// goes into an output iterator that refuses to write its first element
// until the host, after copy_async has returned, opens a gate; a copy_async
// that copied before returning would wait for the gate in vain (the
// iterator gives up after a few seconds and records it). then() on the
// pending future returns at once too, and its callback runs after the copy.
// Finally get() and the copied data are checked.
#include <amp.h>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <iterator>
#include <thread>
#include <vector>

using namespace concurrency;

struct gate {
  std::atomic<bool> open{false};
  std::atomic<bool> waited_in_vain{false};
  std::atomic<int> written{0};
};

// An output iterator that blocks on its first write until the gate opens.
struct gated_output {
  typedef std::output_iterator_tag iterator_category;
  typedef void value_type;
  typedef std::ptrdiff_t difference_type;
  typedef void pointer;
  typedef void reference;
  int *out;
  gate *g;
  gated_output &operator*() { return *this; }
  gated_output &operator++() { return *this; }
  gated_output operator++(int) { return *this; }
  gated_output &operator=(int v) {
    if (g->written.load() == 0) {
      auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
      while (!g->open.load()) {
        if (std::chrono::steady_clock::now() > deadline) {
          g->waited_in_vain = true;
          break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
    }
    *out++ = v;
    g->written.fetch_add(1);
    return *this;
  }
};

int main() {
  const int n = 5000;
  array<int, 1> a(n);
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] = 3 * i[0] + 1; });

  gate g;
  std::vector<int> out(n, 0);
  completion_future f = copy_async(a, gated_output{out.data(), &g});
  if (!f.valid()) { std::printf("FAIL: copy_async future not valid\n"); return 1; }
  // The copy is blocked on the gate: the future is not ready yet.
  if (f.wait_for(std::chrono::milliseconds(0)) == std::future_status::ready) {
    std::printf("FAIL: copy_async completed before returning\n");
    return 1;
  }
  std::atomic<bool> callback_ran{false};
  std::atomic<int> written_at_callback{-1};
  f.then([&]() {
    written_at_callback = g.written.load();
    callback_ran = true;
  });
  // Host work overlapping the copy.
  long long host_sum = 0;
  for (int i = 0; i < n; ++i) host_sum += 3 * i + 1;
  g.open = true;
  f.get();
  if (g.waited_in_vain) { std::printf("FAIL: the copy did not overlap the host\n"); return 1; }
  for (int i = 0; i < n; ++i)
    if (out[i] != 3 * i + 1) { std::printf("FAIL: out[%d]=%d expected %d\n", i, out[i], 3 * i + 1); return 1; }
  long long copied_sum = 0;
  for (int v : out) copied_sum += v;
  if (copied_sum != host_sum) { std::printf("FAIL: sums differ\n"); return 1; }
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (!callback_ran && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  if (!callback_ran || written_at_callback != n) {
    std::printf("FAIL: then() callback ran=%d after %d writes\n", (int)callback_ran.load(), written_at_callback.load());
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
