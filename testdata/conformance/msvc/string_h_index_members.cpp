// string_h_index_members.cpp
//
// Covers (glibc vs concurrency::index, second shape): the C header
// <string.h> (which brings glibc's ::index too) before <amp.h>, `using
// namespace Concurrency;` (Visual C++'s capitalised spelling), a struct with
// an index<1> member captured by a kernel, index<1> arithmetic, and a
// function returning index<1>.
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <amp.h>
#include <vector>

using namespace Concurrency;

struct Window {
  index<1> origin;
  int width;
};

static index<1> shifted(index<1> i, int by) restrict(amp, cpu) { return i + index<1>(by); }

int main() {
  const int n = 700;
  std::vector<int> src(n), dst(n, -1);
  for (int i = 0; i < n; ++i)
    src[i] = i * 3;
  Window w = {index<1>(100), 250};
  array_view<const int, 1> s(n, src);
  array_view<int, 1> d(n, dst);
  parallel_for_each(extent<1>(w.width), [=](index<1> i) restrict(amp) {
    index<1> at = shifted(i, w.origin[0]);
    d[at] = s[at] + 1;
  });
  d.synchronize();
  for (int i = 0; i < n; ++i) {
    int want = (i >= 100 && i < 350) ? i * 3 + 1 : -1;
    if (dst[i] != want) {
      printf("FAIL: dst[%d] got %d expected %d\n", i, dst[i], want);
      return 1;
    }
  }
  char buf[8];
  strcpy(buf, "PASS");
  printf("%s\n", buf);
  return 0;
}
