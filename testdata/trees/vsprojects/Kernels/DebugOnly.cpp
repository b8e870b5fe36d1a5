// Built in Debug configurations only (excluded from the Release build).
#include "stdafx.h"

#ifndef _DEBUG
#error DebugOnly.cpp belongs to Debug builds
#endif

bool DebugCheckScaled(const std::vector<float>& before, const std::vector<float>& after)
{
    for (size_t i = 0; i < before.size(); ++i)
        if (after[i] != before[i] * SCALE)
            return false;
    return true;
}
