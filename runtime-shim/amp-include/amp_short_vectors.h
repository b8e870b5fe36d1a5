// Stand-in for Microsoft's <amp_short_vectors.h>: the AMP dialect (see amp.h here), then
// the shim's short vector types.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_SHORT_VECTORS_H
#define AMP2HIP_AMP_INCLUDE_AMP_SHORT_VECTORS_H

// The shim's headers first, in the AMP dialect, then amp.h's macros.
#ifndef AMP2HIP_AMP_DIALECT
#define AMP2HIP_AMP_DIALECT 1
#endif
#include <amp2hip/amp_short_vectors.h>
#include <amp.h>

#endif // AMP2HIP_AMP_INCLUDE_AMP_SHORT_VECTORS_H
