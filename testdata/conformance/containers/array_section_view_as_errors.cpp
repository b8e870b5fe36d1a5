// array_section_view_as_errors.cpp
//
// Covers (AMP spec 5.1.5/5.2.4, invalid arguments on the host): section()
// and view_as() out of bounds throw runtime_exception (E_INVALIDARG) for an
// array, a const array, an array_view<const T>, a section of a section
// (bounds are the section's, not the source's) and view_as of a strided
// section; each shape of section() (index and extent, index only, extent
// only, ints); the same calls at the exact boundary succeed and the views
// work in a kernel.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  array<int, 2> a(6, 8);
  const array<int, 2> &ca = a;
  std::vector<int> data(48, 0);
  array_view<const int, 2> ro(6, 8, data);
  array_view<int, 2> v(6, 8, data);
  array_view<int, 2> inner = v.section(index<2>(1, 1), extent<2>(4, 4));
  array<int, 1> line(10);

  int thrown = 0, tries = 0;
  auto attempt = [&](const char *what, auto fn) {
    ++tries;
    try {
      fn();
      std::printf("no exception: %s\n", what);
    } catch (const runtime_exception &e) {
      if (e.get_error_code() == static_cast<long>(0x80070057L))  // E_INVALIDARG
        ++thrown;
      else
        std::printf("wrong error code: %s\n", what);
    }
  };
  attempt("array section", [&] { (void)a.section(index<2>(5, 0), extent<2>(2, 8)); });
  attempt("const array section", [&] { (void)ca.section(index<2>(0, 7), extent<2>(1, 2)); });
  attempt("array section(index)", [&] { (void)a.section(index<2>(7, 0)); });
  attempt("array section(extent)", [&] { (void)a.section(extent<2>(6, 9)); });
  attempt("array section(ints)", [&] { (void)a.section(0, 0, 7, 1); });
  attempt("rank-1 array section(ints)", [&] { (void)line.section(8, 3); });
  attempt("array view_as", [&] { (void)a.view_as(extent<1>(49)); });
  attempt("const array view_as", [&] { (void)ca.view_as(extent<3>(2, 5, 5)); });
  attempt("read-only view section", [&] { (void)ro.section(index<2>(0, 0), extent<2>(7, 1)); });
  attempt("section of a section", [&] { (void)inner.section(index<2>(2, 2), extent<2>(3, 1)); });
  attempt("negative origin in a section", [&] { (void)inner.section(index<2>(-1, 0)); });
  attempt("view_as of a strided section", [&] { (void)inner.view_as(extent<1>(16)); });
  if (thrown != tries) {
    std::printf("FAIL: %d of %d invalid calls threw runtime_exception(E_INVALIDARG)\n", thrown, tries);
    return 1;
  }

  // The boundary cases are valid.
  array_view<int, 2> corner = a.section(index<2>(5, 7), extent<2>(1, 1));
  array_view<int, 1> flat = a.view_as(extent<1>(48));
  array_view<int, 2> last_row = a.section(5, 0, 1, 8);
  array_view<int, 2> in_inner = inner.section(index<2>(3, 3));
  parallel_for_each(flat.extent, [=](index<1> i) restrict(amp) { flat[i] = i[0]; });
  parallel_for_each(last_row.extent, [=](index<2> i) restrict(amp) { last_row[i] += 1000; });
  parallel_for_each(corner.extent, [=](index<2> i) restrict(amp) { corner[i] = -5; });
  parallel_for_each(in_inner.extent, [=](index<2> i) restrict(amp) { in_inner[i] = 77; });
  std::vector<int> got = a;
  for (int i = 0; i < 48; ++i) {
    int want = i == 47 ? -5 : (i >= 40 ? 1000 + i : i);
    if (got[i] != want) {
      std::printf("FAIL: a[%d] got %d expected %d\n", i, got[i], want);
      return 1;
    }
  }
  v.synchronize();
  if (data[4 * 8 + 4] != 77) {
    std::printf("FAIL: inner corner got %d expected 77\n", data[4 * 8 + 4]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
