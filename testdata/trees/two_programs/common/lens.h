// lens.h - a lens distortion both programs apply on the accelerator. The
// function is defined in lens.cpp: kernels of other translation units call
// it, as Visual C++ allows (C++ AMP links restrict(amp) functions across
// .cpp files).
#pragma once
#include <amp.h>

float distort(float x, float strength) restrict(amp, cpu);
float lens_gain(int i) restrict(amp);
