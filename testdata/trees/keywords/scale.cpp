// scale.cpp - never includes <amp.h>: its functions are restrict(amp, cpu)
// all the same, and its host code has a parameter named restrict.
#include <vector>

#include "include/device_helpers.h"

float scale_both(float x) restrict(amp, cpu) { return x * 0.5f + 1.0f; }

int restricted_total(const std::vector<int>& values, int restrict) {
  int total = 0;
  for (int v : values)
    total += clamp_index(v, restrict);
  return total;
}
