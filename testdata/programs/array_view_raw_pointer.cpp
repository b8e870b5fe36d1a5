// array_view_raw_pointer.cpp
//
// Covers: array_views over raw host memory: array_view<float,1>(n, ptr) over a
// new[] buffer, array_view<const int,2>(rows, cols, const int*) over a C
// array, and array_view<int,1>(extent<1>, ptr) over part of a buffer (pointer
// arithmetic selects the start). Results are checked through the raw
// pointers after synchronize().
#include <amp.h>
#include <cstdio>

using namespace concurrency;

int main() {
  const int n = 700;
  float* buf = new float[n];
  for (int i = 0; i < n; ++i) buf[i] = i * 0.25f;

  static int table[6][11];
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 11; ++c) table[r][c] = r * 11 + c;

  int* ints = new int[300];
  for (int i = 0; i < 300; ++i) ints[i] = -1;

  {
    array_view<float, 1> vb(n, buf);
    array_view<const int, 2> vt(6, 11, &table[0][0]);
    array_view<int, 1> tail(extent<1>(100), ints + 200);  // last 100 ints
    tail.discard_data();

    parallel_for_each(vb.extent, [=](index<1> i) restrict(amp) {
      vb[i] = vb[i] * 4.0f + static_cast<float>(vt(i[0] % 6, i[0] % 11));
    });
    parallel_for_each(tail.extent, [=](index<1> i) restrict(amp) { tail[i] = i[0] * 2; });
    vb.synchronize();
    tail.synchronize();
  }

  for (int i = 0; i < n; ++i) {
    float expected = static_cast<float>(i) + static_cast<float>((i % 6) * 11 + i % 11);
    if (buf[i] != expected) {
      std::printf("FAIL: buf[%d] got %f expected %f\n", i, buf[i], expected);
      return 1;
    }
  }
  for (int i = 0; i < 300; ++i) {
    int expected = i < 200 ? -1 : (i - 200) * 2;
    if (ints[i] != expected) {
      std::printf("FAIL: ints[%d] got %d expected %d\n", i, ints[i], expected);
      return 1;
    }
  }
  delete[] buf;
  delete[] ints;
  std::printf("PASS\n");
  return 0;
}
