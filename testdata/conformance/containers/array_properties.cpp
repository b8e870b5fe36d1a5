// array_properties.cpp
//
// Covers (AMP spec 5.1.2): the array properties and their getters: extent /
// get_extent(), accelerator_view / get_accelerator_view(),
// associated_accelerator_view / get_associated_accelerator_view() (equal to
// the array's own view when none is given), cpu_access_type /
// get_cpu_access_type() (the value given to the constructor is kept), the
// `rank` constant and `value_type`; an array's extent read inside a kernel.
#include <amp.h>
#include <cstdio>
#include <type_traits>
#include <vector>

using namespace concurrency;

int main() {
  static_assert(array<int, 3>::rank == 3, "rank");
  static_assert(std::is_same<array<float, 2>::value_type, float>::value, "value_type");
  accelerator acc;
  accelerator_view av = acc.default_view;
  array<float, 2> a(5, 9, av);
  if (a.get_extent() != extent<2>(5, 9) || a.extent != a.get_extent()) {
    std::printf("FAIL: extent\n");
    return 1;
  }
  if (a.get_accelerator_view() != av || a.accelerator_view != av ||
      a.get_associated_accelerator_view() != av || a.associated_accelerator_view != av) {
    std::printf("FAIL: accelerator views of a plain array\n");
    return 1;
  }
  array<int, 1> rw(10, av, access_type_read_write);
  array<int, 1> none(10, av, access_type_none);
  if (rw.get_cpu_access_type() != access_type_read_write || rw.cpu_access_type != access_type_read_write ||
      none.get_cpu_access_type() != access_type_none) {
    std::printf("FAIL: cpu_access_type not kept\n");
    return 1;
  }
  // The extent read inside a kernel.
  std::vector<int> out(2, 0);
  array_view<int, 1> ov(2, out);
  parallel_for_each(extent<1>(1), [&a, ov](index<1>) restrict(amp) {
    ov[0] = a.extent[0];
    ov[1] = a.get_extent()[1];
  });
  ov.synchronize();
  if (out[0] != 5 || out[1] != 9) {
    std::printf("FAIL: extent in a kernel got %d,%d\n", out[0], out[1]);
    return 1;
  }
  // A staging array's views.
  accelerator_view cpu_av = accelerator(accelerator::cpu_accelerator).default_view;
  array<int, 1> st(4, cpu_av, av);
  if (st.get_accelerator_view() != cpu_av || st.get_associated_accelerator_view() != av ||
      st.get_accelerator_view() == st.get_associated_accelerator_view()) {
    std::printf("FAIL: staging array views\n");
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
