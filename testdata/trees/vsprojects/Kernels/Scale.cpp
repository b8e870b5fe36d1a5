// Compiled as part of KernelsUnity.cpp (excluded from the build on its own):
// it relies on the includes the unity file made before it.
#include "OPS\scale.h"

void ScaleAll(std::vector<float>& values)
{
    concurrency::array_view<float, 1> av(static_cast<int>(values.size()), values);
    ScaleInPlace(av, static_cast<float>(SCALE));
    av.synchronize();
}
