// Stand-in for Microsoft's <amp_short_vectors.h>: the AMP dialect (see amp.h here), then
// the shim's short vector types.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_SHORT_VECTORS_H
#define AMP2HIP_AMP_INCLUDE_AMP_SHORT_VECTORS_H

#include <amp.h>
#include <amp2hip/amp_short_vectors.h>

#endif // AMP2HIP_AMP_INCLUDE_AMP_SHORT_VECTORS_H
