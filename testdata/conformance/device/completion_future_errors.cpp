// completion_future_errors.cpp
//
// Covers (AMP spec 3.4/5.3.2): an asynchronous operation that fails reports
// its exception through the future: wait() returns without throwing,
// get() throws the runtime_exception (on every copy of the future, and
// each time get() is called); a successful operation started after the
// failure completes normally.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 1> big(100), small(50);
  completion_future bad = copy_async(big, small); // sizes differ
  bad.wait();
  completion_future copy_of_bad = bad;
  int thrown = 0;
  for (int k = 0; k < 2; ++k) {
    try { bad.get(); } catch (const runtime_exception &) { ++thrown; }
    try { copy_of_bad.get(); } catch (const runtime_exception &) { ++thrown; }
  }
  if (thrown != 4) { std::printf("FAIL: %d of 4 get() calls threw\n", thrown); return 1; }
  std::vector<int> short_src(10, 1);
  completion_future bad2 = copy_async(short_src.begin(), short_src.end(), big);
  bool threw2 = false;
  try { bad2.get(); } catch (const runtime_exception &) { threw2 = true; }
  if (!threw2) { std::printf("FAIL: short range copy_async did not fail\n"); return 1; }

  std::vector<int> src(100);
  for (int i = 0; i < 100; ++i) src[i] = i * 11;
  completion_future good = copy_async(src.begin(), src.end(), big);
  good.get();
  parallel_for_each(big.extent, [&big](index<1> i) restrict(amp) { big[i] += 1; });
  std::vector<int> back = big;
  for (int i = 0; i < 100; ++i)
    if (back[i] != 11 * i + 1) { std::printf("FAIL: back[%d]=%d\n", i, back[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
