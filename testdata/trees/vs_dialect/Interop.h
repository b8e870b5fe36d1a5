// Interop.h : AMP helpers of the Direct3D viewer (only d3d_view.cpp
// includes this header).
#pragma once

#include <amp.h>

inline void brighten(concurrency::array_view<float, 2> image, float by)
{
	concurrency::parallel_for_each(image.extent, [=](concurrency::index<2> i) restrict(amp) {
		image[i] = image[i] + by;
	});
}
