// Viewer.cpp : brightens, blurs and thresholds an image row with the
// library's kernels and its own.
#include "Filters.h"
#include "..\AmpLib\Kernels.h"

#include <cmath>
#include <cstdio>
#include <vector>

int main()
{
    std::vector<float> row(256);
    for (int x = 0; x < 256; ++x)
        row[x] = static_cast<float>(x % 16) / 16.0f;
    std::vector<float> original(row);
    AmpLib::Scale(row, 0.5f);
    std::vector<float> blurred = AmpLib::Smooth3(row);
    for (int x = 0; x < 256; ++x)
    {
        int l = x > 0 ? x - 1 : 0, r = x < 255 ? x + 1 : 255;
        float want = 0.5f * (original[l] + original[x] + original[r]);
        if (std::fabs(blurred[x] - want) > 1e-5f)
        {
            std::printf("FAIL: blurred[%d] = %f, want %f\n", x, blurred[x], want);
            return 1;
        }
    }
    Viewer::Threshold(blurred, 0.75f);
    for (int x = 0; x < 256; ++x)
    {
        int l = x > 0 ? x - 1 : 0, r = x < 255 ? x + 1 : 255;
        float sum = 0.5f * (original[l] + original[x] + original[r]);
        float want = sum < 0.75f ? 0.0f : 1.0f;
        if (std::fabs(sum - 0.75f) > 1e-4f && blurred[x] != want)
        {
            std::printf("FAIL: threshold[%d] = %f\n", x, blurred[x]);
            return 1;
        }
    }
    std::printf("Viewer: PASS\n");
    return 0;
}
