// Stand-in for Microsoft's <amp_graphics.h>: the AMP dialect (see amp.h here), then
// the shim's textures and short vector types.
#ifndef AMP2HIP_AMP_INCLUDE_AMP_GRAPHICS_H
#define AMP2HIP_AMP_INCLUDE_AMP_GRAPHICS_H

// The shim's headers first, in the AMP dialect, then amp.h's macros.
#ifndef AMP2HIP_AMP_DIALECT
#define AMP2HIP_AMP_DIALECT 1
#endif
#include <amp2hip/amp_graphics.h>
#include <amp.h>

#endif // AMP2HIP_AMP_INCLUDE_AMP_GRAPHICS_H
