#pragma once
// The kernels library: what the application calls.
#include <vector>

void ScaleAll(std::vector<float>& values);
float SumAll(const std::vector<float>& values);
