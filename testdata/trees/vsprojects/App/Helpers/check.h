#pragma once
#include <cmath>
#include <cstdio>

inline bool Near(float got, float want, float tolerance)
{
    if (std::fabs(got - want) <= tolerance * std::fabs(want))
        return true;
    std::printf("got %f, want %f\n", got, want);
    return false;
}
