// amp2hip/amp_short_vectors.h: AMP's <amp_short_vectors.h>.
#ifndef AMP2HIP_AMP_SHORT_VECTORS_H
#define AMP2HIP_AMP_SHORT_VECTORS_H

#include "amp2hip/amp.h"
#include "amp2hip/detail/short_vectors.h"

#endif // AMP2HIP_AMP_SHORT_VECTORS_H
