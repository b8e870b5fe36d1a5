// exception_out_of_memory.cpp
//
// Covers (AMP spec 2.3, out_of_memory): allocating an array far larger than
// the accelerator's memory (more than its dedicated_memory; 4 and 8 TiB)
// throws out_of_memory (a runtime_exception with a non-zero error code);
// the failed allocation leaves the runtime usable: a normal array and
// kernel afterwards compute correctly, and repeating the failure throws
// again.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct block4k {
  int words[1024];
};

int main() {
  accelerator acc;
  int thrown = 0;
  for (int attempt = 0; attempt < 2; ++attempt) {
    try {
      array<block4k, 1> huge(1 << 30); // 4 TiB of 4 KiB elements
      (void)huge;
    } catch (const out_of_memory &e) {
      if (e.get_error_code() == 0) { std::printf("FAIL: out_of_memory without an error code\n"); return 1; }
      ++thrown;
    }
  }
  try {
    array<block4k, 2> huge2(1 << 14, 1 << 17); // 8 TiB
    (void)huge2;
  } catch (const runtime_exception &) {
    ++thrown;
  }
  if (thrown != 3) { std::printf("FAIL: %d of 3 huge allocations threw\n", thrown); return 1; }
  const int n = 1000;
  array<int, 1> ok(n);
  parallel_for_each(ok.extent, [&ok](index<1> i) restrict(amp) { ok[i] = i[0] * 3; });
  std::vector<int> back = ok;
  for (int i = 0; i < n; ++i)
    if (back[i] != 3 * i) { std::printf("FAIL: after out_of_memory back[%d]=%d\n", i, back[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
