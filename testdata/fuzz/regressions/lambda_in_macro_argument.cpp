// Found by hand, then by the fuzzer's kernel-code-dropped oracle: a
// restrict(amp) lambda passed through a macro argument (KERNEL(...)
// __VA_ARGS__) became a kernel with an empty body: exit 0, the output
// compiled, and the launch did nothing. The invocation is now expanded in
// place before translating (rewrites/MacroExpansion).
// expect-exit: 0
// expect-output-contains: av[i] *= k;
#include <amp.h>
#include <vector>
using namespace concurrency;
#define KERNEL(...) __VA_ARGS__

void scale(std::vector<float> &v, float k) {
  array_view<float, 1> av((int)v.size(), v);
  parallel_for_each(av.extent, KERNEL([=](index<1> i) restrict(amp) {
    av[i] *= k;
  }));
  av.synchronize();
}

int main() {
  std::vector<float> v(16, 1.0f);
  scale(v, 2.0f);
  return v[3] == 2.0f ? 0 : 1;
}
