// copy_array_and_view.cpp
//
// Covers (AMP spec 5.3): copy(const array&, const array_view&) and
// copy(const array_view<const T>&, array&) / copy(const array_view<T>&,
// array&): views over host vectors, over no-source storage, strided
// sections as source and destination, a view whose newest data is on the
// accelerator; size mismatches throw runtime_exception.
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  const int rows = 5, cols = 8;
  array<int, 2> arr(rows, cols);
  parallel_for_each(arr.extent, [&arr](index<2> i) restrict(amp) { arr[i] = i[0] * 100 + i[1]; });

  // array -> view over a vector, and -> a section of a bigger view.
  std::vector<int> h(rows * cols, 0);
  array_view<int, 2> hv(rows, cols, h);
  copy(arr, hv);
  std::vector<int> big(9 * 12, -1);
  array_view<int, 2> bv(9, 12, big);
  copy(arr, bv.section(index<2>(2, 3), extent<2>(rows, cols)));
  hv.synchronize();
  bv.synchronize();
  for (int r = 0; r < rows; ++r) for (int c = 0; c < cols; ++c) {
    int want = r * 100 + c;
    if (h[r * cols + c] != want || big[(r + 2) * 12 + c + 3] != want) { std::printf("FAIL: array->view (%d,%d)\n", r, c); return 1; }
  }
  if (big[0] != -1 || big[9 * 12 - 1] != -1) { std::printf("FAIL: wrote outside the section\n"); return 1; }

  // view (newest on the accelerator) -> array; strided section -> array; const view -> array.
  parallel_for_each(hv.extent, [=](index<2> i) restrict(amp) { hv[i] += 1; });
  array<int, 2> a2(rows, cols);
  copy(hv, a2);
  array<int, 2> a3(rows, cols);
  copy(bv.section(index<2>(2, 3), extent<2>(rows, cols)), a3);
  array_view<const int, 2> cv(hv);
  array<int, 2> a4(rows, cols);
  copy(cv, a4);
  std::vector<int> v2 = a2, v3 = a3, v4 = a4;
  for (int k = 0; k < rows * cols; ++k) {
    int want = (k / cols) * 100 + k % cols;
    if (v2[k] != want + 1 || v3[k] != want || v4[k] != want + 1) { std::printf("FAIL: view->array %d: %d %d %d\n", k, v2[k], v3[k], v4[k]); return 1; }
  }
  // No-source view round trip.
  array_view<int, 2> ns(rows, cols);
  copy(arr, ns);
  array<int, 2> a5(rows, cols);
  copy(ns, a5);
  if (std::vector<int>(a5)[rows * cols - 1] != (rows - 1) * 100 + cols - 1) { std::printf("FAIL: no-source round trip\n"); return 1; }

  int threw = 0;
  try { array_view<int, 2> wrong(2, 2); copy(arr, wrong); } catch (const runtime_exception &) { ++threw; }
  try { array<int, 2> wrong(2, 2); copy(hv, wrong); } catch (const runtime_exception &) { ++threw; }
  if (threw != 2) { std::printf("FAIL: size mismatches accepted (%d of 2 threw)\n", threw); return 1; }
  std::printf("PASS\n");
  return 0;
}
