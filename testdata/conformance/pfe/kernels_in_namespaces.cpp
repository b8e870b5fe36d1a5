// kernels_in_namespaces.cpp
//
// Covers (AMP spec 3.1): parallel_for_each in functions of a named namespace,
// a nested namespace, an anonymous namespace and an inline namespace, with
// restrict(amp) helpers from another namespace and fully qualified
// concurrency:: names (no using-directive at file scope).
#include <amp.h>
#include <cstdio>
#include <vector>

namespace util {
inline int wrap(int v, int m) restrict(amp, cpu) { return ((v % m) + m) % m; }
}  // namespace util

namespace img {
namespace ops {
void shift(concurrency::array_view<const int, 1> in, concurrency::array_view<int, 1> out, int by) {
  concurrency::parallel_for_each(out.extent, [=](concurrency::index<1> i) restrict(amp) {
    out[i] = in[util::wrap(i[0] - by, in.extent[0])];
  });
}
}  // namespace ops
inline namespace v2 {
void negate(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] = -v[i]; });
}
}  // namespace v2
}  // namespace img

namespace {
void add_index(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] += i[0]; });
}
}  // namespace

int main() {
  const int n = 97;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i) in[i] = i * i;
  concurrency::array_view<const int, 1> iv(n, in);
  concurrency::array_view<int, 1> ov(n, out);
  img::ops::shift(iv, ov, 10);
  img::negate(ov);
  add_index(ov);
  ov.synchronize();
  for (int i = 0; i < n; ++i) {
    int e = -in[util::wrap(i - 10, n)] + i;
    if (out[i] != e) {
      std::printf("FAIL: out[%d] got %d expected %d\n", i, out[i], e);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
