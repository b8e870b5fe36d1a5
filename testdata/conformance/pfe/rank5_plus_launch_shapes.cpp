// rank5_plus_launch_shapes.cpp
//
// Covers (AMP spec 3.1: parallel_for_each over extent<N> for any N): launches
// of rank 5, 6 and 7 in the shapes real code uses them: an array<int, 5>
// captured by reference, a functor kernel over an array_view<int, 6>, a
// function template over the rank N with a captured index<N> and extent<N>,
// and a rank-7 kernel on an explicit accelerator_view. Every element is
// checked against a serial row-major walk.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

struct Fill6 {
  array_view<int, 6> v;
  void operator()(index<6> i) const restrict(amp) { v[i] = i[5] + 10 * i[0] + 100 * i[3]; }
};

template <int N> void shift_last(array_view<int, N> v, index<N> origin) {
  extent<N> ext = v.extent;
  parallel_for_each(ext, [=](index<N> i) restrict(amp) {
    v[i] += (i + origin)[N - 1] + ext[0];
  });
}

// The components of row-major position k in an extent of rank n.
static void unflatten(int k, const int *dims, int n, int *out) {
  for (int d = n - 1; d >= 0; --d) {
    out[d] = k % dims[d];
    k /= dims[d];
  }
}

int main() {
  const int d5[5] = {2, 3, 2, 3, 5};
  extent<5> e5(d5);
  array<int, 5> a(e5);
  parallel_for_each(e5, [&a](index<5> i) restrict(amp) { a[i] = i[4] + 7 * i[1]; });
  array_view<int, 5> av(a);
  index<5> origin;
  origin[4] = 1;
  shift_last(av, origin);
  std::vector<int> h5 = a;
  for (int k = 0; k < static_cast<int>(e5.size()); ++k) {
    int c[5];
    unflatten(k, d5, 5, c);
    int want = c[4] + 7 * c[1] + (c[4] + 1) + d5[0];
    if (h5[k] != want) {
      std::printf("FAIL: rank 5 [%d] got %d expected %d\n", k, h5[k], want);
      return 1;
    }
  }

  const int d6[6] = {2, 2, 3, 2, 1, 3};
  extent<6> e6(d6);
  std::vector<int> s6(e6.size(), -1);
  array_view<int, 6> v6(e6, s6);
  v6.discard_data();
  parallel_for_each(v6.extent, Fill6{v6});
  v6.synchronize();
  for (int k = 0; k < static_cast<int>(e6.size()); ++k) {
    int c[6];
    unflatten(k, d6, 6, c);
    int want = c[5] + 10 * c[0] + 100 * c[3];
    if (s6[k] != want) {
      std::printf("FAIL: rank 6 [%d] got %d expected %d\n", k, s6[k], want);
      return 1;
    }
  }

  const int d7[7] = {1, 2, 1, 2, 1, 2, 3};
  extent<7> e7(d7);
  std::vector<int> s7(e7.size(), 0);
  array_view<int, 7> v7(e7, s7);
  accelerator_view view = accelerator().default_view;
  parallel_for_each(view, v7.extent, [=](index<7> i) restrict(amp) { v7[i] = i[6] + 4 * i[1]; });
  v7.synchronize();
  for (int k = 0; k < static_cast<int>(e7.size()); ++k) {
    int c[7];
    unflatten(k, d7, 7, c);
    if (s7[k] != c[6] + 4 * c[1]) {
      std::printf("FAIL: rank 7 [%d] got %d expected %d\n", k, s7[k], c[6] + 4 * c[1]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
