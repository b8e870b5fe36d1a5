// short_vector_traits.cpp
//
// Covers: concurrency::graphics::short_vector<T, N>::type (T for N = 1, the
// short vector type otherwise) and short_vector_traits<V> (value_type and
// size, for scalars and vectors), plus the value_type / size members of the
// vector types, used to write restrict(amp) function templates generic over
// the vector type (a dot product and a component sum) instantiated for
// int, int_2, float_3, double_4 and uint_4 in a kernel.
// norm is written graphics::norm: HIP declares a global ::norm function, so
// the unqualified name would be ambiguous in the translated (HIP) build.
#include <amp.h>
#include <amp_short_vectors.h>
#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

static_assert(std::is_same<short_vector<int, 1>::type, int>::value, "N = 1 is the scalar");
static_assert(std::is_same<short_vector<float, 3>::type, float_3>::value, "float_3");
static_assert(std::is_same<short_vector<unsigned int, 4>::type, uint_4>::value, "uint_4");
static_assert(std::is_same<short_vector<double, 2>::type, double_2>::value, "double_2");
static_assert(std::is_same<short_vector_traits<double_4>::value_type, double>::value, "value_type");
static_assert(short_vector_traits<int_2>::size == 2 && short_vector_traits<float>::size == 1, "size");
static_assert(int_3::size == 3 && std::is_same<uint_2::value_type, unsigned int>::value, "members");
static_assert(std::is_same<short_vector<graphics::norm, 4>::type, norm_4>::value, "norm_4");

template <typename V>
typename short_vector_traits<V>::value_type component_sum(const V& v) restrict(amp) {
  typedef typename short_vector_traits<V>::value_type T;
  const T* p = reinterpret_cast<const T*>(&v);
  T s = T(0);
  for (int k = 0; k < short_vector_traits<V>::size; ++k)
    s += p[k];
  return s;
}

template <typename T, int N> T dot(const typename short_vector<T, N>::type& a,
                                   const typename short_vector<T, N>::type& b) restrict(amp) {
  return component_sum(typename short_vector<T, N>::type(a * b));
}

int main() {
  constexpr int n = 50;
  std::vector<double> out(n * 5);
  array_view<double, 2> o(n, 5, out);
  o.discard_data();
  parallel_for_each(extent<1>(n), [=](index<1> idx) restrict(amp) {
    const int i = idx[0];
    o(i, 0) = component_sum(i * 3);
    o(i, 1) = component_sum(int_2(i, -2 * i));
    o(i, 2) = dot<float, 3>(float_3(1.0f, 2.0f, 3.0f), float_3(0.5f * i));
    o(i, 3) = dot<double, 4>(double_4(i, 1.0, 2.0, 3.0), double_4(1.0, 0.0, 0.5, -1.0));
    o(i, 4) = component_sum(uint_4(static_cast<unsigned int>(i), 1u, 2u, 3u));
  });
  o.synchronize();
  for (int i = 0; i < n; ++i) {
    const double want[5] = {3.0 * i, -1.0 * i, 3.0 * i, i + 0.0 + 1.0 - 3.0, i + 6.0};
    for (int c = 0; c < 5; ++c) {
      if (out[i * 5 + c] != want[c]) {
        std::printf("FAIL: output %d at %d got %g expected %g\n", c, i, out[i * 5 + c], want[c]);
        return 1;
      }
    }
  }
  std::printf("PASS\n");
  return 0;
}
