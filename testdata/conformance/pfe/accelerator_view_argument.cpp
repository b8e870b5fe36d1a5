// accelerator_view_argument.cpp
//
// Covers (AMP spec 3.1, parallel_for_each(accelerator_view, extent, kernel)):
// launches on `accelerator().default_view`, on a named accelerator_view
// variable, on a view obtained from get_default_view(), untiled and tiled,
// into an array allocated on that view, followed by av.wait().
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 1000;
  accelerator acc;
  accelerator_view view = acc.default_view;
  std::vector<int> src(n);
  for (int i = 0; i < n; ++i) src[i] = i * 7 - 300;
  array<int, 1> arr(n, src.begin(), view);
  std::vector<int> out(n, 0), tiled(n, 0);
  array_view<int, 1> ov(n, out), tv(n, tiled);
  ov.discard_data();
  tv.discard_data();
  parallel_for_each(view, arr.extent, [&arr](index<1> i) restrict(amp) { arr[i] = arr[i] * 2; });
  parallel_for_each(accelerator().default_view, ov.extent,
                    [=, &arr](index<1> i) restrict(amp) { ov[i] = arr[i] + 1; });
  parallel_for_each(acc.get_default_view(), tv.extent.tile<8>(),
                    [=](tiled_index<8> t) restrict(amp) { tv[t.global] = t.local[0]; });
  view.wait();
  std::vector<int> back(n);
  copy(arr, back.begin());
  ov.synchronize();
  tv.synchronize();
  for (int i = 0; i < n; ++i)
    if (back[i] != src[i] * 2 || out[i] != src[i] * 2 + 1 || tiled[i] != i % 8) {
      std::printf("FAIL: [%d] got (%d,%d,%d)\n", i, back[i], out[i], tiled[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
