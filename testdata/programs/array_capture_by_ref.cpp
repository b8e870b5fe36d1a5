// array_capture_by_ref.cpp
//
// Covers: concurrency::array (device-resident storage) captured by reference,
// the only way AMP allows: [&] for a kernel using only arrays, and the mixed
// form [=, &arr] combining arrays by reference with array_views and scalars
// by value. Also an array passed by reference to a function that launches a
// kernel, an array<float,2> indexed with index<2> and (r, c), reading
// arr.extent inside the kernel, and copying results out with copy().
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

void add_scalar(array<float, 1>& arr, float s) {
  parallel_for_each(arr.extent, [&arr, s](index<1> i) restrict(amp) { arr[i] += s; });
}

int main() {
  const int n = 999;
  std::vector<float> init(n);
  for (int i = 0; i < n; ++i) init[i] = static_cast<float>(i);

  array<float, 1> arr(n, init.begin(), init.end());
  array<float, 1> doubled(n);

  // [&]: both arrays by reference.
  parallel_for_each(arr.extent, [&](index<1> i) restrict(amp) { doubled[i] = arr[i] * 2.0f; });

  // [=, &arr]: array by reference, array_view and scalar by value.
  std::vector<float> weights(n);
  for (int i = 0; i < n; ++i) weights[i] = (i % 4) * 0.25f;
  array_view<const float, 1> w(n, weights);
  std::vector<float> mixed(n, 0.0f);
  array_view<float, 1> out(n, mixed);
  out.discard_data();
  const float bias = 10.0f;
  parallel_for_each(out.extent, [=, &arr, &doubled](index<1> i) restrict(amp) {
    out[i] = arr[i] * w[i] + doubled[i] + bias;
  });
  out.synchronize();

  add_scalar(arr, 0.5f);
  std::vector<float> back(n);
  copy(arr, back.begin());

  // 2-D array indexed both ways inside the kernel.
  const int R = 13, C = 17;
  array<int, 2> grid(R, C);
  parallel_for_each(grid.extent, [&grid](index<2> idx) restrict(amp) {
    grid[idx] = idx[0] * 100 + idx[1];
    grid(idx[0], idx[1]) += grid.extent[1];
  });
  std::vector<int> g(R * C);
  copy(grid, g.begin());

  for (int i = 0; i < n; ++i) {
    float e1 = i * w[i] + 2.0f * i + bias;
    if (mixed[i] != e1) {
      std::printf("FAIL: mixed[%d] got %f expected %f\n", i, mixed[i], e1);
      return 1;
    }
    if (back[i] != i + 0.5f) {
      std::printf("FAIL: arr[%d] got %f expected %f\n", i, back[i], i + 0.5f);
      return 1;
    }
  }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (g[r * C + c] != r * 100 + c + C) {
        std::printf("FAIL: grid(%d,%d) got %d expected %d\n", r, c, g[r * C + c], r * 100 + c + C);
        return 1;
      }
  std::printf("PASS\n");
  return 0;
}
