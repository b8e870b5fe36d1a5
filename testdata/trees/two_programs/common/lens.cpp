// lens.cpp - the shared restrict(amp) functions (see lens.h).
#include "lens.h"

float distort(float x, float strength) restrict(amp, cpu) {
  return x + strength * x * x;
}

float lens_gain(int i) restrict(amp) {
  return 1.0f + 0.125f * static_cast<float>(i % 4);
}
