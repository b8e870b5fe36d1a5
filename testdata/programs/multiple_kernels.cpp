// multiple_kernels.cpp
//
// Covers: several parallel_for_each calls in one function and across several
// functions forming a pipeline (normalize -> prefix by tiles -> scale ->
// gather), intermediate array_views passed between functions without host
// synchronization, kernels in a class member function (which copies its
// members into locals first, since AMP lambdas cannot capture `this`), a
// kernel launched in a loop, and kernels in a lambda called on the host.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

namespace pipeline {

void normalize(const array_view<const int, 1>& in, const array_view<int, 1>& out, int sub) {
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = in[i] - sub; });
}

// Inclusive prefix sum inside each tile of 16 (the size is a multiple of 16).
void tile_prefix(const array_view<int, 1>& data) {
  parallel_for_each(data.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int s[16];
    s[t.local[0]] = data[t.global];
    t.barrier.wait();
    int acc = 0;
    for (int k = 0; k <= t.local[0]; ++k) acc += s[k];
    data[t.global] = acc;
  });
}

class Scaler {
 public:
  Scaler(int mul, int add) : mul_(mul), add_(add) {}
  void apply(const array_view<int, 1>& data) const {
    const int mul = mul_, add = add_;  // no `this` in an amp lambda
    parallel_for_each(data.extent, [=](index<1> i) restrict(amp) { data[i] = data[i] * mul + add; });
  }

 private:
  int mul_, add_;
};

}  // namespace pipeline

int main() {
  const int n = 16 * 23;
  std::vector<int> src(n), stage(n), result(n);
  for (int i = 0; i < n; ++i) src[i] = 10 + i % 5;

  array_view<const int, 1> vsrc(n, src);
  array_view<int, 1> vstage(n, stage);
  array_view<int, 1> vres(n, result);

  pipeline::normalize(vsrc, vstage, 10);
  pipeline::tile_prefix(vstage);
  pipeline::Scaler(2, 1).apply(vstage);

  // Three more kernels in this function: a loop of increments, then a gather.
  for (int pass = 0; pass < 3; ++pass)
    parallel_for_each(vstage.extent, [=](index<1> i) restrict(amp) { vstage[i] += pass; });

  auto gather = [&](int stride) {
    vres.discard_data();
    parallel_for_each(vres.extent, [=](index<1> i) restrict(amp) {
      vres[i] = vstage[(i[0] * stride) % vstage.extent[0]];
    });
  };
  gather(7);
  vres.synchronize();

  // Serial version.
  std::vector<int> s(n), e(n);
  for (int i = 0; i < n; ++i) s[i] = src[i] - 10;
  for (int b = 0; b < n; b += 16)
    for (int i = b + 1; i < b + 16; ++i) s[i] += s[i - 1];
  for (int i = 0; i < n; ++i) s[i] = s[i] * 2 + 1 + 0 + 1 + 2;
  for (int i = 0; i < n; ++i) e[i] = s[(i * 7) % n];
  for (int i = 0; i < n; ++i)
    if (result[i] != e[i]) {
      std::printf("FAIL: result[%d] got %d expected %d\n", i, result[i], e[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
