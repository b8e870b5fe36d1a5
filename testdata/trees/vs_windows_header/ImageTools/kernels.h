#pragma once
// The image kernels of ImageTools, reached through stdafx.h by every source
// of the project: ImageTools.cpp runs them, Console.cpp (Windows console
// input) only shows their results.

inline float Clamp01(float v) restrict(amp, cpu)
{
    return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
}

inline float Luminance(float r, float g, float b) restrict(amp)
{
    return 0.299f * r + 0.587f * g + 0.114f * b;
}

class ImageKernels
{
public:
    // Adds amount to every pixel, saturating at 1.
    static void Brighten(std::vector<float>& pixels, float amount)
    {
        concurrency::array_view<float, 1> view(static_cast<int>(pixels.size()), pixels);
        concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp)
        {
            view[i] = Clamp01(view[i] + amount);
        });
        view.synchronize();
    }

    // Grey level of interleaved RGB pixels.
    static std::vector<float> Grey(const std::vector<float>& rgb)
    {
        const int count = static_cast<int>(rgb.size() / 3);
        std::vector<float> grey(count);
        concurrency::array_view<const float, 2> in(count, 3, rgb);
        concurrency::array_view<float, 1> out(count, grey);
        out.discard_data();
        concurrency::parallel_for_each(out.extent, [=](concurrency::index<1> i) restrict(amp)
        {
            out[i] = Luminance(in(i[0], 0), in(i[0], 1), in(i[0], 2));
        });
        out.synchronize();
        return grey;
    }
};

// Visual C++ takes the dependent type names below without 'typename'.
template <typename Container>
void Scale(Container& data, typename Container::value_type factor)
{
    typedef Container::value_type elem;
    concurrency::array_view<Container::value_type, 1> view(static_cast<int>(data.size()), data);
    concurrency::parallel_for_each(view.extent, [=](concurrency::index<1> i) restrict(amp)
    {
        Container::value_type x = view[i];
        view[i] = x * factor;
    });
    view.synchronize();
    elem first = data.empty() ? elem() : data[0];
    (void)first;
}
