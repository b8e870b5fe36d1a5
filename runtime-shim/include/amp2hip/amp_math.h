// amp2hip/amp_math.h: AMP's <amp_math.h> (concurrency::fast_math and
// concurrency::precise_math).
#ifndef AMP2HIP_AMP_MATH_H
#define AMP2HIP_AMP_MATH_H

#include "amp2hip/amp.h"
#include "amp2hip/detail/math.h"

#endif // AMP2HIP_AMP_MATH_H
