// device_check.h - compares two views on the accelerator and counts the
// elements that differ, for tests whose data never comes back to the host.
#pragma once

#include <amp.h>

#include "check.h"

namespace harness {

inline int device_mismatches(const concurrency::array_view<const float, 1>& got,
                             const concurrency::array_view<const float, 1>& want,
                             float tolerance) {
  using namespace concurrency;
  int count = 0;
  array_view<int, 1> counter(1, &count);
  parallel_for_each(got.extent, [=](index<1> i) restrict(amp) {
    if (!close_to(got[i], want[i], tolerance))
      atomic_fetch_inc(&counter[0]);
  });
  counter.synchronize();
  return count;
}

} // namespace harness
