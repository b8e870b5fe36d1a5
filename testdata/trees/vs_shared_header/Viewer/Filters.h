#pragma once
// The viewer's own filters, over the library's kernels. Written on Windows,
// where the file system ignores letter case: the same header as Viewer.cpp's
// "..\AmpLib\Kernels.h".
#include "..\amplib\kernels.h"

namespace Viewer
{
    // Pixels below cut become 0, the others 1.
    template <typename Image>
    void Threshold(Image& pixels, typename Image::value_type cut)
    {
        concurrency::array_view<Image::value_type, 1> view(static_cast<int>(pixels.size()), pixels);
        concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp)
        {
            Image::value_type p = view[i], zero = 0, one = 1;
            view[i] = p < cut ? zero : one;
        });
        view.synchronize();
    }
}
