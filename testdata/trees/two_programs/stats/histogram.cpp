// histogram.cpp - the statistics program's kernel, in its own .cpp.
#include <amp.h>
#include "histogram.h"
#include "lens.h"

using namespace concurrency;

std::vector<int> histogram(const std::vector<float> &values, int bins) {
  const int n = static_cast<int>(values.size());
  std::vector<int> counts(bins, 0);
  array_view<const float, 1> v(n, values);
  array_view<int, 1> c(bins, counts);
  parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
    const float x = distort(v[idx], 0.0f) * lens_gain(0);
    int bin = static_cast<int>(x);
    if (bin < 0) bin = 0;
    if (bin >= bins) bin = bins - 1;
    atomic_fetch_add(&c[bin], 1);
  });
  c.synchronize();
  return counts;
}
