// area_tool - areas and hot cells through the shapes library, checked on the
// CPU; prints the build's units and tile size (SHAPELAB_UNITS comes from the
// project's build and its SHAPELAB_SQUARE_CM option).
#include <cstdio>
#include <vector>
#include "adler.h"
#include "shapes.h"

int main() {
  std::vector<Rect> rects;
  for (int i = 0; i < 100; ++i)
    rects.push_back({static_cast<float>(i % 7 + 1), static_cast<float>(i % 5 + 1)});
  std::vector<float> areas = rect_areas(rects);
  for (int i = 0; i < 100; ++i) {
    const float want = rects[i].w * rects[i].h * SHAPELAB_UNITS;
    if (areas[i] != want) {
      std::printf("FAIL: area[%d] = %f, expected %f\n", i, areas[i], want);
      return 1;
    }
  }
  const int n = 32;
  std::vector<float> grid(n * n);
  int want_hot = 0;
  for (int i = 0; i < n * n; ++i) {
    grid[i] = static_cast<float>((i * 37) % 101);
    want_hot += grid[i] > 60.0f;
  }
  const int hot = count_hot_cells(grid, n, 60.0f);
  if (hot != want_hot) {
    std::printf("FAIL: %d hot cells, expected %d\n", hot, want_hot);
    return 1;
  }
  const unsigned int sum = shapes_adler32(reinterpret_cast<const unsigned char*>(areas.data()),
                                          areas.size() * sizeof(float));
  std::printf("area_tool: units %d, tile %d, %d hot cells, adler %08x\n", SHAPELAB_UNITS,
              grid_tile(), hot, sum);
  std::printf("PASS\n");
  return 0;
}
