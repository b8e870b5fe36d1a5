// amp2hip/amp_graphics.h: AMP's <amp_graphics.h> (textures, texture views,
// samplers; the short vector types come with it, as in AMP).
#ifndef AMP2HIP_AMP_GRAPHICS_H
#define AMP2HIP_AMP_GRAPHICS_H

#include "amp2hip/amp.h"
#include "amp2hip/amp_short_vectors.h"
#include "amp2hip/detail/texture.h"
#include "amp2hip/detail/unsupported.h" // its graphics part, while amp2hip parses

#endif // AMP2HIP_AMP_GRAPHICS_H
