// Found by the CI fuzz gate (seed 20261124, the seed corpus's
// conformance/idioms/macro_helpers.cpp): a kernel written inside a macro's
// definition, its lines joined by backslashes. amp2hip expands the macro
// where it is used and the kernel's statements stay as written, but the
// harness's kernel-code-dropped oracle read the line splice `\` as part of
// the next statement (`\for(ints=0;`) and reported it missing. The oracle
// now drops line splices from both sides (translator/fuzz/Oracles.cpp), as
// the preprocessor does.
// expect-output-contains: for (int s = 0; s < steps; ++s)
// expect-exit: 0
#include <amp.h>
#include <vector>
using namespace concurrency;

#define DEFINE_SCALER(suffix, factor)                                        \
  void scale_##suffix(array_view<float, 1> v, int steps) {                   \
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {              \
      for (int s = 0; s < steps; ++s) v[i] *= (factor);                      \
    });                                                                      \
  }
DEFINE_SCALER(half, 0.5f)

int main() {
  std::vector<float> data(64, 8.0f);
  array_view<float, 1> v(64, data);
  scale_half(v, 3);
  v.synchronize();
  return data[5] == 1.0f ? 0 : 1;
}
