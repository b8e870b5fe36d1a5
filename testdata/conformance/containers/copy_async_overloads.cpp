// copy_async_overloads.cpp
//
// Covers (AMP spec 5.3.2): every copy_async overload returns a valid
// completion_future and, once waited for, has copied: (first, last, array),
// (first, array), (array, OutputIt), (array, array), (array_view, array),
// (array, array_view), (array_view, array_view), (first, last, array_view),
// (first, array_view), (array_view, OutputIt). Several copies are in flight
// at once; a copy_async whose sizes mismatch reports runtime_exception from
// get().
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 300;
  std::vector<int> src(n);
  for (int i = 0; i < n; ++i) src[i] = i * i % 1009;
  array<int, 1> a(n), b(n), c(n);
  std::vector<int> h1(n, 0), h2(n, 0), h3(n, 0), h4(n, 0);
  array_view<int, 1> v1(n, h1), v2(n, h2);

  completion_future f1 = copy_async(src.begin(), src.end(), a);
  completion_future f2 = copy_async(src.data(), b);
  f1.get();
  f2.wait();
  completion_future f3 = copy_async(a, c);                  // array -> array
  completion_future f4 = copy_async(b, v1);                 // array -> view
  completion_future f5 = copy_async(src.begin(), src.end(), v2); // range -> view
  f3.get(); f4.get(); f5.get();
  parallel_for_each(v2.extent, [=](index<1> i) restrict(amp) { v2[i] += 1; });
  array<int, 1> d(n);
  completion_future f6 = copy_async(v2, d);                 // view -> array
  completion_future f7 = copy_async(c, h3.begin());         // array -> iterator
  f6.get(); f7.get();
  array_view<int, 1> v3(n, h4);
  completion_future f8 = copy_async(v2, v3);                // view -> view
  f8.get();
  std::vector<int> h5(n, 0);
  completion_future f9 = copy_async(v3, h5.begin());        // view -> iterator
  f9.get();
  std::vector<int> ones(n, 1);
  array_view<int, 1> v4(n);
  completion_future f10 = copy_async(ones.begin(), v4);     // first -> view
  f10.get();
  if (!f1.valid() || !f10.valid()) { std::printf("FAIL: futures not valid\n"); return 1; }

  v1.synchronize();
  v3.synchronize();
  std::vector<int> vd = d;
  for (int i = 0; i < n; ++i) {
    int s = src[i];
    if (h1[i] != s || h3[i] != s || vd[i] != s + 1 || h4[i] != s + 1 || h5[i] != s + 1 || v4[i] != 1) {
      std::printf("FAIL: element %d: %d %d %d %d %d %d (src %d)\n", i, h1[i], h3[i], vd[i], h4[i], h5[i], v4[i], s);
      return 1;
    }
  }
  bool threw = false;
  array<int, 1> small(10);
  completion_future bad = copy_async(a, small);
  try {
    bad.get();
  } catch (const runtime_exception &) {
    threw = true;
  }
  if (!threw) { std::printf("FAIL: mismatched copy_async did not report an error\n"); return 1; }
  std::printf("PASS\n");
  return 0;
}
