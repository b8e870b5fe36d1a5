// Reading a char view element into a char local in a kernel.
#include <amp.h>
#include <vector>
using namespace concurrency;

int main() {
  std::vector<int> counts(256, 0);
  array_view<int, 1> cv(256, counts);
  parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) {
    unsigned char byte = static_cast<unsigned char>(i[0]);  // expect-error: amp2hip-2017
    cv[i] = byte % 7;
  });
  cv.synchronize();
  return 0;
}
