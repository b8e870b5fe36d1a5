// Stand-in for Microsoft's <amp_math.h>: the AMP dialect (see amp.h here),
// then the shim's math namespaces.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_MATH_H
#define AMP2HIP_AMP_INCLUDE_AMP_MATH_H

// The shim's headers first, in the AMP dialect, then amp.h's macros.
#ifndef AMP2HIP_AMP_DIALECT
#define AMP2HIP_AMP_DIALECT 1
#endif
#include <amp2hip/amp_math.h>
#include <amp.h>

#endif // AMP2HIP_AMP_INCLUDE_AMP_MATH_H
