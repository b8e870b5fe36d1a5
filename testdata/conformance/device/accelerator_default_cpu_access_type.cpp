// accelerator_default_cpu_access_type.cpp
//
// Covers (AMP 1.2, accelerator::default_cpu_access_type and
// set_default_cpu_access_type): the property and get_default_cpu_access_type()
// agree; overriding the default before any array used it succeeds once, is
// seen by every accelerator object of that device, and a second override
// fails; arrays created without an access type get the accelerator's
// default as their cpu_access_type, arrays given one keep it; once an array
// has used the default of another accelerator (the CPU one), overriding it
// fails. Arrays of both kinds still compute correctly.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  if (acc.get_default_cpu_access_type() != acc.default_cpu_access_type) {
    std::printf("FAIL: getter and property differ\n");
    return 1;
  }
  if (!acc.set_default_cpu_access_type(access_type_read_write)) {
    std::printf("FAIL: first override before any array failed\n");
    return 1;
  }
  if (acc.default_cpu_access_type != access_type_read_write ||
      accelerator().get_default_cpu_access_type() != access_type_read_write) {
    std::printf("FAIL: the override is not seen by the accelerator objects\n");
    return 1;
  }
  if (acc.set_default_cpu_access_type(access_type_read)) {
    std::printf("FAIL: a second override succeeded\n");
    return 1;
  }
  array<int, 1> a(100);
  array<int, 1> b(100, acc.default_view, access_type_write);
  if (a.get_cpu_access_type() != access_type_read_write || b.cpu_access_type != access_type_write) {
    std::printf("FAIL: arrays' cpu_access_type %d %d\n", (int)a.get_cpu_access_type(), (int)b.cpu_access_type);
    return 1;
  }
  accelerator cpu(accelerator::cpu_accelerator);
  array<int, 1> staged(10, cpu.default_view); // uses the CPU accelerator's default
  if (staged.cpu_access_type != cpu.default_cpu_access_type || staged.cpu_access_type == access_type_auto) {
    std::printf("FAIL: CPU array's access type is not its accelerator's default\n");
    return 1;
  }
  if (cpu.set_default_cpu_access_type(access_type_none)) {
    std::printf("FAIL: override succeeded after an array used the default\n");
    return 1;
  }
  parallel_for_each(a.extent, [&a, &b](index<1> i) restrict(amp) {
    a[i] = i[0] * 4;
    b[i] = a[i] + 1;
  });
  std::vector<int> va = a, vb = b;
  for (int i = 0; i < 100; ++i)
    if (va[i] != 4 * i || vb[i] != 4 * i + 1) { std::printf("FAIL: %d: %d %d\n", i, va[i], vb[i]); return 1; }
  std::printf("PASS\n");
  return 0;
}
