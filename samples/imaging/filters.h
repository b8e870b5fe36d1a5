// filters.h - image filters of the sample application (plain C++ interface).
#pragma once
#include <vector>

// A grayscale image, row-major.
struct Image {
  int width = 0, height = 0;
  std::vector<float> pixels;
};

// 3x3 box blur with clamped borders, tiled with tile_static memory.
void box_blur(const Image& in, Image& out);

// out = gain * in + bias, clamped to [0, 1].
void adjust(Image& img, float gain, float bias);

// Sum of all pixels, one partial sum per tile.
double total_brightness(const Image& img);
