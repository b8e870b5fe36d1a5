// App.cpp : the console application around the kernels library.
#include "..\kernels\KERNELS.H"
#include "Helpers\Check.h"
#include "Config.h"

#include <cstdio>
#include <vector>

int main()
{
    std::vector<float> values(kElementCount);
    for (int i = 0; i < kElementCount; ++i)
        values[i] = static_cast<float>(i % 17);
    std::vector<float> expected(values);
    float expectedSum = 0.0f;
    for (float& x : expected)
    {
        x *= SCALE;
        expectedSum += x;
    }

    ScaleAll(values);
    for (int i = 0; i < kElementCount; ++i)
        if (!Near(values[i], expected[i], 0.0f))
            return 1;
    if (!Near(SumAll(values), expectedSum, 1e-5f))
        return 1;
    return APP_VERDICT(true); // Report.h, forced in by the project
}
