// d3d_view.cpp : shows the image in a Direct3D 11 window.

#include "stdafx.h"
#include <d3d11.h>
#include "Interop.h"

void show(ID3D11Device *device, concurrency::array_view<float, 2> image)
{
	brighten(image, 0.1f);
	device->GetImmediateContext(nullptr);
}
