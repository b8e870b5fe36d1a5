// histogram.h - a histogram of values in [0, bins) computed with atomics.
#pragma once
#include <vector>

std::vector<int> histogram(const std::vector<float> &values, int bins);
