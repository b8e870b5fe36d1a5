// broken.cpp - does not compile: amp2hip must report it, skip it, and carry on.
#include "grid_ops.h"

void broken(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i) GPU_ONLY {
    v[i] = undeclared_name + ;
  });
}
