// A small valid AMP program; the other cases derive variants of it (CRLF,
// BOM, no final newline) and use it for the I/O failure cases.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> data(100, 1);
  array_view<int, 1> av(100, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = av[i] * 2 + i[0];
  });
  av.synchronize();
  return data[99] == 101 ? 0 : 1;
}
