// accelerator_view_properties.cpp
//
// Covers (AMP spec 3.3, accelerator_view properties): accelerator /
// get_accelerator(), is_debug / get_is_debug(), version / get_version(),
// queuing_mode / get_queuing_mode(); a view's version is its accelerator's
// version; views are copyable and assignable and keep their properties;
// operator== / operator!= (reflexive, symmetric; equal for copies and the
// default view obtained twice, unequal for different created views and for
// views of different accelerators).
#include <amp.h>
#include <cstdio>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator cpu(accelerator::cpu_accelerator);
  accelerator_view v = acc.create_view(queuing_mode_immediate);
  if (v.get_accelerator() != acc || v.accelerator != acc) { std::printf("FAIL: accelerator\n"); return 1; }
  if (v.is_debug != v.get_is_debug() || v.version != v.get_version() || v.queuing_mode != v.get_queuing_mode()) {
    std::printf("FAIL: getters disagree with properties\n");
    return 1;
  }
  if (v.version != acc.version) { std::printf("FAIL: view version %u, accelerator version %u\n", v.version, acc.version); return 1; }
  accelerator_view w = v;
  accelerator_view x = acc.create_view();
  if (!(w == v) || w != v || !(v == v)) { std::printf("FAIL: copy equality\n"); return 1; }
  if (x == v || !(x != v) || !(v != x)) { std::printf("FAIL: different created views compare equal\n"); return 1; }
  x = v;
  if (x != v || x.queuing_mode != queuing_mode_immediate) { std::printf("FAIL: assignment\n"); return 1; }
  accelerator_view d1 = acc.default_view, d2 = acc.get_default_view();
  if (d1 != d2) { std::printf("FAIL: default views differ\n"); return 1; }
  accelerator_view c = cpu.default_view;
  if (c == d1 || c.accelerator == acc) { std::printf("FAIL: views of different accelerators compare equal\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
