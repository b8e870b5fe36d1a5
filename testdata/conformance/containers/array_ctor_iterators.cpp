// array_ctor_iterators.cpp
//
// Covers (AMP spec 5.1.1, array constructors from host data):
// array(extent, begin, end), array(extent, begin), array(int, begin, end),
// array(int, int, begin), array(int, int, int, begin, end), with vector
// iterators, raw pointers, and non-contiguous iterators (std::list,
// std::deque); the data reaches the accelerator (a kernel doubles it) and
// copies back unchanged in order.
#include <amp.h>
#include <cstdio>
#include <deque>
#include <list>
#include <numeric>
#include <vector>

using namespace concurrency;

template <typename T, int N>
static bool doubled_equals(array<T, N> &a, const std::vector<T> &src, const char *name) {
  parallel_for_each(a.extent, [&a](index<N> i) restrict(amp) { a[i] = a[i] * 2; });
  std::vector<T> back = a; // operator std::vector<T>
  for (size_t k = 0; k < back.size(); ++k)
    if (back[k] != src[k] * 2) {
      std::printf("FAIL: %s[%zu] got %g expected %g\n", name, k, (double)back[k], (double)(src[k] * 2));
      return false;
    }
  return true;
}

int main() {
  std::vector<int> v(60);
  std::iota(v.begin(), v.end(), -20);
  std::list<int> l(v.begin(), v.end());
  std::deque<int> dq(v.begin(), v.end());
  std::vector<float> f(60);
  for (int i = 0; i < 60; ++i) f[i] = 0.5f * i;

  array<int, 1> a(extent<1>(60), v.begin(), v.end());
  array<int, 1> b(extent<1>(60), v.data());
  array<int, 2> c(extent<2>(6, 10), l.begin(), l.end());
  array<int, 1> d(60, dq.begin(), dq.end());
  array<float, 2> e(5, 12, f.begin());
  array<int, 3> g(3, 4, 5, v.begin(), v.end());
  array<float, 3> h(2, 5, 6, f.data(), f.data() + f.size());
  array<int, 1> part(10, v.begin() + 50); // only the first 10 from there are read

  if (!doubled_equals(a, v, "a") || !doubled_equals(b, v, "b") || !doubled_equals(c, v, "c") ||
      !doubled_equals(d, v, "d") || !doubled_equals(e, f, "e") || !doubled_equals(g, v, "g") ||
      !doubled_equals(h, f, "h"))
    return 1;
  std::vector<int> tail(v.begin() + 50, v.end());
  if (!doubled_equals(part, tail, "part")) return 1;
  // The source containers were not modified.
  if (v[0] != -20 || l.back() != 39 || f[59] != 29.5f) {
    std::printf("FAIL: source modified\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
