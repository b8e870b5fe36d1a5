// exception_runtime_errors.cpp
//
// Covers (AMP spec 2.3, runtime_exception thrown by the runtime): an
// accelerator constructed from a device path that does not exist, an
// array_view over a container smaller than its extent, copy() between
// containers of different sizes, and copy() from a host range shorter than
// the destination all throw runtime_exception (with a what() message);
// after each the program continues and a kernel still works.
#include <amp.h>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  int thrown = 0;
  try {
    accelerator bogus(L"definitely\\not\\a\\device");
  } catch (const runtime_exception &e) {
    thrown += std::string(e.what()).empty() ? 0 : 1;
  }
  try {
    std::vector<int> small(10);
    array_view<int, 2> v(4, 4, small);
  } catch (const runtime_exception &) {
    ++thrown;
  }
  try {
    array<int, 1> a(10), b(11);
    copy(a, b);
  } catch (const runtime_exception &) {
    ++thrown;
  }
  try {
    std::vector<int> src(5);
    array<int, 1> a(10);
    copy(src.begin(), src.end(), a);
  } catch (const runtime_exception &) {
    ++thrown;
  }
  if (thrown != 4) { std::printf("FAIL: %d of 4 errors threw runtime_exception\n", thrown); return 1; }
  std::vector<int> v(33, 0);
  array_view<int, 1> av(33, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = 33 - i[0]; });
  av.synchronize();
  for (int i = 0; i < 33; ++i)
    if (v[i] != 33 - i) { std::printf("FAIL: v[%d]=%d\n", i, v[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
