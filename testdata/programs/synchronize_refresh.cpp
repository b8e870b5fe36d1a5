// synchronize_refresh.cpp
//
// Covers: host/accelerator coherence across several kernels:
//  * the host modifies the source vector directly (behind the view's back)
//    and calls refresh(), so the next kernel must see the new data,
//  * synchronize() after each kernel makes results visible in the vector,
//  * a view's data used by two kernels in a row without synchronize between
//    them (the second must see the first's results on the accelerator),
//  * synchronize() on a const view (no-op) and a view going out of scope
//    (its destructor synchronizes in AMP when it is the last view of data).
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 257;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i) data[i] = i;

  array_view<int, 1> v(n, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 2; });
  v.synchronize();
  for (int i = 0; i < n; ++i)
    if (data[i] != 2 * i) {
      std::printf("FAIL: after kernel 1 data[%d] got %d expected %d\n", i, data[i], 2 * i);
      return 1;
    }

  // The host changes the vector directly, then tells the view.
  for (int i = 0; i < n; ++i) data[i] = 5000 - i;
  v.refresh();
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] + 1; });
  // Second kernel on the same view, no synchronize in between.
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 3; });
  v.synchronize();
  for (int i = 0; i < n; ++i) {
    int expected = (5000 - i + 1) * 3;
    if (data[i] != expected) {
      std::printf("FAIL: after refresh data[%d] got %d expected %d\n", i, data[i], expected);
      return 1;
    }
  }

  // Refresh again with a const view reading the updated vector.
  for (int i = 0; i < n; ++i) data[i] = i % 10;
  v.refresh();
  std::vector<int> sums(n, 0);
  {
    array_view<const int, 1> cv(n, data);
    array_view<int, 1> s(n, sums);
    s.discard_data();
    parallel_for_each(s.extent, [=](index<1> i) restrict(amp) {
      s[i] = cv[i] + v[i];
    });
    cv.synchronize();  // no-op for const data
  }  // s destroyed here: its data must reach `sums`
  for (int i = 0; i < n; ++i) {
    if (sums[i] != 2 * (i % 10)) {
      std::printf("FAIL: sums[%d] got %d expected %d\n", i, sums[i], 2 * (i % 10));
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
