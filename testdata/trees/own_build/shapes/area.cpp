// area.cpp - rectangle areas on the accelerator.
#include <amp.h>
#include "shapes.h"

using namespace concurrency;

std::vector<float> rect_areas(const std::vector<Rect>& rects) {
  const int n = static_cast<int>(rects.size());
  std::vector<float> areas(n);
  array_view<const Rect, 1> in(n, rects);
  array_view<float, 1> out(n, areas);
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = in[i].w * in[i].h * SHAPELAB_UNITS;
  });
  out.synchronize();
  return areas;
}
