// accelerator_basics.cpp
//
// Covers: the accelerator API that ported code commonly touches:
//  * default-constructed accelerator, accelerator(accelerator::default_accelerator),
//  * acc.description (non-empty std::wstring), acc.device_path,
//  * acc.default_view and accelerator_view::wait()/flush(),
//  * parallel_for_each(acc.default_view, extent, kernel) (the overload that
//    names an accelerator_view), untiled and tiled,
//  * accelerator::get_all() returns at least one accelerator,
//  * array<T,N> created on acc.default_view.
#include <amp.h>
#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

int main() {
  accelerator acc;
  accelerator same(accelerator::default_accelerator);
  std::wstring desc = acc.description;
  if (desc.empty()) {
    std::printf("FAIL: accelerator description is empty\n");
    return 1;
  }
  if (same.description != desc) {
    std::printf("FAIL: default_accelerator differs from accelerator()\n");
    return 1;
  }
  // Print it narrowed (mixing wcout and printf on stdout is not portable).
  std::string narrow;
  for (wchar_t ch : desc) narrow += (ch < 128 ? static_cast<char>(ch) : '?');
  std::wstring path = acc.device_path;
  std::printf("accelerator: %s (device path length %zu)\n", narrow.c_str(), path.size());

  std::vector<accelerator> all = accelerator::get_all();
  if (all.empty()) {
    std::printf("FAIL: accelerator::get_all() returned nothing\n");
    return 1;
  }

  accelerator_view view = acc.default_view;
  const int n = 515;
  std::vector<int> v(n, 1);
  array_view<int, 1> av(n, v);
  parallel_for_each(view, av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] + i[0]; });
  parallel_for_each(acc.default_view, extent<1>(512).tile<64>(),
                    [=](tiled_index<64> t) restrict(amp) { av[t.global] *= 2; });
  view.flush();
  view.wait();
  av.synchronize();

  array<int, 1> arr(n, view);
  parallel_for_each(view, arr.extent,
                    [&arr](index<1> i) restrict(amp) { arr[i] = 3 * i[0]; });
  std::vector<int> back(n);
  copy(arr, back.begin());

  for (int i = 0; i < n; ++i) {
    int expected = (1 + i) * (i < 512 ? 2 : 1);
    if (v[i] != expected) {
      std::printf("FAIL: v[%d] got %d expected %d\n", i, v[i], expected);
      return 1;
    }
    if (back[i] != 3 * i) {
      std::printf("FAIL: arr[%d] got %d expected %d\n", i, back[i], 3 * i);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
