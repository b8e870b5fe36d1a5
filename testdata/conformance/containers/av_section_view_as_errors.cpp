// av_section_view_as_errors.cpp
//
// Covers (AMP spec 5.2.4/5.2.5, invalid arguments on the host): section()
// with an origin or extent that leaves the view (rank 1, 2 and 3, negative
// origin, too-large extent, section(index) past the end), and view_as() to
// an extent with more elements than the view, throw runtime_exception;
// valid sections at the exact boundary do not throw and work in a kernel.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<int> d(6 * 8, 0);
  array_view<int, 2> v(6, 8, d);
  array_view<int, 1> f(48, d);
  array_view<int, 3> c(2, 3, 8, d);
  int thrown = 0, tries = 0;
  auto attempt = [&](auto fn) {
    ++tries;
    try { fn(); } catch (const runtime_exception &) { ++thrown; }
  };
  attempt([&] { (void)v.section(index<2>(5, 0), extent<2>(2, 8)); });
  attempt([&] { (void)v.section(index<2>(0, 7), extent<2>(1, 2)); });
  attempt([&] { (void)v.section(index<2>(-1, 0), extent<2>(1, 1)); });
  attempt([&] { (void)v.section(index<2>(7, 0)); });
  attempt([&] { (void)f.section(40, 9); });
  attempt([&] { (void)c.section(index<3>(1, 2, 0), extent<3>(1, 2, 8)); });
  attempt([&] { (void)f.view_as(extent<2>(7, 7)); });
  attempt([&] { (void)v.section(extent<2>(6, 9)); });
  if (thrown != tries) { std::printf("FAIL: %d of %d invalid calls threw runtime_exception\n", thrown, tries); return 1; }
  // Boundary cases are valid.
  array_view<int, 2> corner = v.section(index<2>(5, 7), extent<2>(1, 1));
  array_view<int, 2> whole = v.section(index<2>(0, 0), extent<2>(6, 8));
  array_view<int, 1> last = f.section(47, 1);
  array_view<int, 2> reshaped = f.view_as(extent<2>(8, 6));
  parallel_for_each(whole.extent, [=](index<2> i) restrict(amp) { whole[i] = 1; });
  parallel_for_each(corner.extent, [=](index<2> i) restrict(amp) { corner[i] = 5; });
  parallel_for_each(reshaped.extent, [=](index<2> i) restrict(amp) { if (i[0] == 0) reshaped[i] += 1; });
  v.synchronize();
  if (last[0] != 5 || d[47] != 5 || d[0] != 2 || d[5] != 2 || d[6] != 1) {
    std::printf("FAIL: boundary sections %d %d %d %d %d\n", last[0], d[47], d[0], d[5], d[6]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
