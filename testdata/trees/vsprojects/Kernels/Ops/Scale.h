#pragma once

// Multiplies every element by a factor on the accelerator.
template <typename T>
void ScaleInPlace(concurrency::array_view<T, 1> data, T factor)
{
    concurrency::parallel_for_each(data.extent, [=](concurrency::index<1> i) restrict(amp)
    {
        data[i] *= factor;
    });
}
