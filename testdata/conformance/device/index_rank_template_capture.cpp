// index_rank_template_capture.cpp
//
// Covers (AMP spec 4.1/4.2 for N > 3): a kernel in a function template
// capturing a `const index<N>` whose N is the template parameter; extent<4>,
// extent<5> and extent<6> built from int arrays as kernel domains; index<N> of
// those ranks as the kernel's parameter, its components, arithmetic (index +
// index, index * int) and comparison in the kernel; array_view<T,4..6> element
// access with index<N>; extent::contains and size for those ranks. Every
// element is checked against a serial row-major walk.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

template <int N>
static int digest(const index<N> &i) restrict(amp, cpu) {
  int d = 0;
  for (int k = 0; k < N; ++k)
    d = d * 10 + i[k];
  return d;
}

template <int N> static bool run(const int (&dims)[N]) {
  extent<N> e(dims);
  std::vector<int> data(e.size(), 0);
  array_view<int, N> v(e, data);
  v.discard_data();
  int ones[N];
  for (int k = 0; k < N; ++k) ones[k] = 1;
  const index<N> one(ones);
  parallel_for_each(e, [=](index<N> i) restrict(amp) {
    index<N> shifted = i + one;           // 1-based
    index<N> back = shifted - one;
    int ok = (back == i) && e.contains(i) && !e.contains(i + e.size() * one) ? 1 : 0;
    v[i] = ok ? digest(shifted) : -1;
  });
  v.synchronize();
  // Serial walk in row-major order.
  int idx[N] = {};
  for (unsigned n = 0; n < e.size(); ++n) {
    int want = 0;
    for (int k = 0; k < N; ++k) want = want * 10 + idx[k] + 1;
    if (data[n] != want) {
      std::printf("FAIL: rank %d element %u got %d expected %d\n", N, n, data[n], want);
      return false;
    }
    for (int k = N - 1; k >= 0; --k) {
      if (++idx[k] < dims[k]) break;
      idx[k] = 0;
    }
  }
  return true;
}

int main() {
  const int d4[4] = {3, 2, 4, 5};
  const int d5[5] = {2, 3, 2, 3, 4};
  const int d6[6] = {2, 2, 3, 2, 3, 2};
  if (!run<4>(d4) || !run<5>(d5) || !run<6>(d6)) return 1;
  if (extent<6>(d6).size() != 144u) {
    std::printf("FAIL: extent<6>::size\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
