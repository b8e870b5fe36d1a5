// completion_future_basics.cpp
//
// Covers (AMP spec 3.4/5.3.2, completion_future): a default-constructed
// future is not valid(); futures from copy_async, synchronize_async and
// create_marker are valid; get() and wait() may be called on a completed
// future, repeatedly and on copies; copy construction/assignment and move
// keep validity (the moved-from one is not valid); conversion to
// std::shared_future<void>.
#include <amp.h>
#include <cstdio>
#include <future>
#include <utility>
#include <vector>

using namespace concurrency;

int main() {
  completion_future none;
  if (none.valid()) { std::printf("FAIL: default future is valid\n"); return 1; }
  const int n = 256;
  std::vector<int> src(n), dst(n, 0);
  for (int i = 0; i < n; ++i) src[i] = 7 * i;
  array<int, 1> a(n);
  completion_future f = copy_async(src.begin(), src.end(), a);
  if (!f.valid()) { std::printf("FAIL: copy_async future not valid\n"); return 1; }
  completion_future g = f; // copy
  f.wait();
  g.get();
  g.get(); // again
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1; });
  completion_future h = copy_async(a, dst.begin());
  completion_future moved(std::move(h));
  if (!moved.valid() || h.valid()) { std::printf("FAIL: move construction validity\n"); return 1; }
  completion_future assigned;
  assigned = moved;
  assigned.get();
  std::shared_future<void> sf = assigned;
  sf.wait();
  for (int i = 0; i < n; ++i)
    if (dst[i] != 7 * i + 1) { std::printf("FAIL: dst[%d]=%d\n", i, dst[i]); return 1; }
  std::vector<int> hv(n, 0);
  array_view<int, 1> view(n, hv);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] = -i[0]; });
  completion_future s = view.synchronize_async();
  completion_future m = accelerator().default_view.create_marker();
  if (!s.valid() || !m.valid()) { std::printf("FAIL: synchronize_async / marker future not valid\n"); return 1; }
  s.get();
  m.wait();
  for (int i = 0; i < n; ++i)
    if (hv[i] != -i) { std::printf("FAIL: hv[%d]=%d\n", i, hv[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
