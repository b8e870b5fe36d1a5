// AmpLib.cpp : the kernel library's own console check.
#include "Kernels.h"

#include <cstdio>
#include <vector>

int main()
{
    std::vector<int> values(100);
    for (int i = 0; i < 100; ++i)
        values[i] = i;
    AmpLib::Scale(values, 3);
    for (int i = 0; i < 100; ++i)
        if (values[i] != 3 * i)
        {
            std::printf("FAIL: values[%d] = %d\n", i, values[i]);
            return 1;
        }
    std::vector<int> smooth = AmpLib::Smooth3(values);
    for (int i = 1; i < 99; ++i)
        if (smooth[i] != 9 * i)
        {
            std::printf("FAIL: smooth[%d] = %d\n", i, smooth[i]);
            return 1;
        }
    std::printf("AmpLib: PASS\n");
    return 0;
}
