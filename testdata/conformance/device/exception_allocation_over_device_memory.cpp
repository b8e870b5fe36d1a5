// exception_allocation_over_device_memory.cpp
//
// Covers (AMP spec 2.3/3.2.2, out_of_memory against dedicated_memory): an
// array asking for twice the default accelerator's dedicated_memory (the
// property, in KB) cannot be allocated and throws out_of_memory, caught as
// runtime_exception too; arrays that fit are unaffected and still compute.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct page {
  char bytes[65536];
};

int main() {
  accelerator acc;
  const unsigned long long mem = static_cast<unsigned long long>(acc.dedicated_memory) * 1024ull;
  if (mem == 0) { std::printf("FAIL: dedicated_memory is 0\n"); return 1; }
  const unsigned long long pages = 2 * mem / sizeof(page) + 1;
  if (pages > 0x7fffffffull) { std::printf("FAIL: implausible dedicated_memory\n"); return 1; }
  int thrown = 0;
  try {
    array<page, 1> too_big(static_cast<int>(pages));
  } catch (const out_of_memory &) {
    ++thrown;
  }
  try {
    array<page, 1> too_big(static_cast<int>(pages), acc.default_view);
  } catch (const runtime_exception &e) {
    thrown += e.get_error_code() != 0;
  }
  if (thrown != 2) { std::printf("FAIL: %d of 2 oversized allocations threw\n", thrown); return 1; }
  array<int, 1> fits(4096, acc.default_view);
  parallel_for_each(fits.extent, [&fits](index<1> i) restrict(amp) { fits[i] = i[0] % 17; });
  std::vector<int> back = fits;
  for (int i = 0; i < 4096; ++i)
    if (back[i] != i % 17) { std::printf("FAIL: back[%d]=%d\n", i, back[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
