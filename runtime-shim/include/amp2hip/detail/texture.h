// AMP's textures (amp_graphics.h) on plain device memory: texture,
// texture_view, writeonly_texture_view, sampler, and the texture overloads
// of copy and copy_async.
//
// A texture owns a concurrency::array<T, 1> holding every mip level, most
// detailed first, each row-major. The array's buffer does the data movement
// (so transfers are as lazy and as counted as an array's), and a kernel
// receives a texture_view: the array's device pointer plus the level
// geometry. Nothing here needs a HIP texture object, so every backend runs
// the same code; sampling (point and linear filtering, wrap / mirror /
// clamp / border addressing, mip level selection) and gathering are
// computed in the kernel from the texels, as the hardware would.
//
// Formats: a texture keeps one value_type per texel; bits_per_scalar_element
// decides what a write stores (detail::quantize) and the byte layout of
// copies to and from raw memory (detail::pack / unpack).
//
// One concept per header, included in this order:
//   texture_sampler.h  filter and address modes, sampler
//   texture_levels.h   geometry, addressing, sampling math, the kernel's storage
//   texture_class.h    texture
//   texture_views.h    texture_view, writeonly_texture_view
//   texture_copy.h     deferred members, copy / copy_async, to_device
#ifndef AMP2HIP_DETAIL_TEXTURE_H
#define AMP2HIP_DETAIL_TEXTURE_H

#include "amp2hip/detail/texture_copy.h"

#endif // AMP2HIP_DETAIL_TEXTURE_H
