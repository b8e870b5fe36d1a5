// Stand-in for Microsoft's <amp_math.h>: the AMP dialect (see amp.h here),
// then the shim's math namespaces.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_MATH_H
#define AMP2HIP_AMP_INCLUDE_AMP_MATH_H

#include <amp.h>
#include <amp2hip/amp_math.h>

#endif // AMP2HIP_AMP_INCLUDE_AMP_MATH_H
