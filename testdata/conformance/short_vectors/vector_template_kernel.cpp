// vector_template_kernel.cpp
//
// Covers: a kernel in a function template over the short vector type
// (int_2, uint_3, float_4, double_2): array_view<const V, 1> inputs, a
// restrict(amp, cpu) V computation with the vector operators, the broadcast
// constructor and short_vector_traits<V>::value_type / size, instantiated
// four times; against the same template run on the host.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

template <typename V> V combine(const V& a, const V& b) restrict(amp, cpu) {
  typedef typename short_vector_traits<V>::value_type T;
  return a * b + a + V(T(short_vector_traits<V>::size));
}

template <typename V> bool run(int n, const char* name) {
  typedef typename short_vector_traits<V>::value_type T;
  std::vector<V> a(n), b(n), out(n);
  for (int i = 0; i < n; ++i) {
    a[i] = V(static_cast<T>(i % 9));
    b[i] = V(static_cast<T>(3 + i % 4));
  }
  array_view<const V, 1> va(n, a), vb(n, b);
  array_view<V, 1> vo(n, out);
  vo.discard_data();
  parallel_for_each(vo.extent, [=](index<1> i) restrict(amp) { vo[i] = combine(va[i], vb[i]); });
  vo.synchronize();
  for (int i = 0; i < n; ++i) {
    if (!(out[i] == combine(a[i], b[i]))) {
      std::printf("FAIL: %s at %d differs from the host result\n", name, i);
      return false;
    }
  }
  return true;
}

int main() {
  if (!run<int_2>(101, "int_2") || !run<uint_3>(77, "uint_3") || !run<float_4>(64, "float_4") ||
      !run<double_2>(53, "double_2"))
    return 1;
  std::printf("PASS\n");
  return 0;
}
