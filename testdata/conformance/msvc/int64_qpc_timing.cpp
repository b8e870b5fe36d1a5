// int64_qpc_timing.cpp
//
// Covers (Visual C++ dialect, --msvc): `unsigned __int64` and `__int64`
// host counters (restrict(amp) code has no 64-bit integers: the per-tile
// sums are int), `LARGE_INTEGER`
// with QueryPerformanceFrequency/QueryPerformanceCounter timing around a
// tiled kernel, GetTickCount, printf_s, a `DWORD` loop bound; the tiled
// row-sum result is checked against the CPU.
#include <windows.h>
#include <amp.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

using namespace concurrency;

static const int TILE = 64;

int main() {
  const DWORD rows = 37, cols = 5 * TILE;
  std::vector<int> data(rows * cols);
  for (DWORD i = 0; i < rows * cols; ++i)
    data[i] = (int)((i * 7) % 13) - 6;
  std::vector<int> sums(rows * (cols / TILE), 0);

  array_view<const int, 2> in(rows, cols, data);
  array_view<int, 2> out(rows, cols / TILE, sums);
  out.discard_data();

  LARGE_INTEGER freq, start, stop;
  QueryPerformanceFrequency(&freq);
  DWORD ticks = GetTickCount();
  QueryPerformanceCounter(&start);
  parallel_for_each(in.extent.tile<1, TILE>(), [=](tiled_index<1, TILE> t) restrict(amp) {
    tile_static int part[TILE];
    part[t.local[1]] = in[t.global];
    t.barrier.wait();
    for (int stride = TILE / 2; stride > 0; stride /= 2) {
      if (t.local[1] < stride)
        part[t.local[1]] += part[t.local[1] + stride];
      t.barrier.wait();
    }
    if (t.local[1] == 0)
      out(t.tile[0], t.tile[1]) = part[0];
  });
  out.synchronize();
  QueryPerformanceCounter(&stop);
  unsigned __int64 elapsed = (unsigned __int64)(stop.QuadPart - start.QuadPart);
  double ms = elapsed * 1000.0 / freq.QuadPart;

  for (DWORD r = 0; r < rows; ++r)
    for (DWORD b = 0; b < cols / TILE; ++b) {
      __int64 want = 0;
      for (int k = 0; k < TILE; ++k)
        want += data[r * cols + b * TILE + k];
      if (sums[r * (cols / TILE) + b] != want) {
        printf_s("FAIL: sums[%u][%u] got %d expected %lld\n", r, b,
                 sums[r * (cols / TILE) + b], want);
        exit(1);
      }
    }
  if (freq.QuadPart <= 0 || ms < 0 || GetTickCount() - ticks > 600000u) {
    printf_s("FAIL: timing (frequency %lld, %f ms)\n", freq.QuadPart, ms);
    exit(1);
  }
  printf_s("PASS\n");
  return 0;
}
