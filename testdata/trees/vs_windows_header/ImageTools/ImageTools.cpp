// ImageTools.cpp : Defines the entry point for the console application.
//

#include "stdafx.h"

int _tmain(int argc, _TCHAR* argv[])
{
    std::vector<float> pixels(64);
    for (int i = 0; i < 64; ++i)
        pixels[i] = i / 64.0f;
    ImageKernels::Brighten(pixels, 0.5f);
    for (int i = 0; i < 64; ++i)
    {
        float expected = Clamp01(i / 64.0f + 0.5f);
        if (pixels[i] != expected)
        {
            _tprintf(_T("FAIL: pixel %d is %f, expected %f\n"), i, pixels[i], expected);
            return 1;
        }
    }
    std::vector<float> rgb(3 * 16);
    for (int i = 0; i < 16; ++i)
    {
        rgb[3 * i] = 1.0f;
        rgb[3 * i + 1] = i / 16.0f;
        rgb[3 * i + 2] = 0.0f;
    }
    std::vector<float> grey = ImageKernels::Grey(rgb);
    for (int i = 0; i < 16; ++i)
    {
        float expected = 0.299f + 0.587f * (i / 16.0f);
        float diff = grey[i] - expected;
        if (diff > 1e-5f || diff < -1e-5f)
        {
            _tprintf(_T("FAIL: grey %d is %f, expected %f\n"), i, grey[i], expected);
            return 1;
        }
    }
    std::vector<int> counts(10, 7);
    Scale(counts, 6);
    for (int i = 0; i < 10; ++i)
        if (counts[i] != 42)
        {
            _tprintf(_T("FAIL: count %d is %d\n"), i, counts[i]);
            return 1;
        }
    _tprintf(_T("ImageTools: PASS\n"));
    return 0;
}
