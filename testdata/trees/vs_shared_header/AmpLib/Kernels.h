#pragma once
// The kernels both projects use: AmpLib's own demo includes this header as
// "Kernels.h", the Viewer project as "..\AmpLib\Kernels.h".
#include <amp.h>
#include <vector>

namespace AmpLib
{
    // Multiplies every element of a container by factor on the accelerator.
    template <typename Container>
    void Scale(Container& data, typename Container::value_type factor)
    {
        concurrency::array_view<typename Container::value_type, 1> view(static_cast<int>(data.size()), data);
        concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp)
        {
            // Visual C++ takes the dependent type name without 'typename'.
            Container::value_type x = view[i];
            view[i] = x * factor;
        });
        view.synchronize();
    }

    // Each element becomes the sum of itself and its neighbours (clamped).
    template <typename Container>
    Container Smooth3(const Container& input)
    {
        const int n = static_cast<int>(input.size());
        Container result(input.size());
        concurrency::array_view<const Container::value_type, 1> in(n, input);
        concurrency::array_view<Container::value_type, 1> out(n, result);
        out.discard_data();
        concurrency::parallel_for_each(out.extent, [=](concurrency::index<1> i) restrict(amp)
        {
            int left = i[0] > 0 ? i[0] - 1 : 0;
            int right = i[0] + 1 < n ? i[0] + 1 : n - 1;
            Container::value_type s = in[left] + in[i] + in[right];
            out[i] = s;
        });
        out.synchronize();
        return result;
    }
}
