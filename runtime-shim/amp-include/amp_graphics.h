// Stand-in for Microsoft's <amp_graphics.h>: the AMP dialect (see amp.h here), then
// the shim's short vector types.
// Textures and other graphics types are not supported.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_GRAPHICS_H
#define AMP2HIP_AMP_INCLUDE_AMP_GRAPHICS_H

#include <amp.h>
#include <amp2hip/amp_short_vectors.h>

#endif // AMP2HIP_AMP_INCLUDE_AMP_GRAPHICS_H
