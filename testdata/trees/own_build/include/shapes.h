// shapes.h - the shapes library (a shared library in ShapeLab's build).
#pragma once
#include <vector>

// Square units per unit of length squared; ShapeLab's build sets 100.
#ifndef SHAPELAB_UNITS
#define SHAPELAB_UNITS 1
#endif

struct Rect {
  float w, h;
};

// The area of each rectangle, in square units, computed on the accelerator.
std::vector<float> rect_areas(const std::vector<Rect>& rects);

// How many cells of an n x n grid exceed threshold (a tiled kernel; n is a
// multiple of the tile size, grid_tile()).
int count_hot_cells(const std::vector<float>& grid, int n, float threshold);
int grid_tile();
