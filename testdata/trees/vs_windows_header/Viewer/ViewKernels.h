#pragma once
// The Viewer's kernels. Every source of the project includes them through
// stdafx.h (which includes ATL's headers too), after <amp.h>, <vector> and
// its using-directive.

namespace ViewKernels
{
    inline int Bucket(float v, int buckets) restrict(amp)
    {
        int b = static_cast<int>(v * buckets);
        return b < 0 ? 0 : (b >= buckets ? buckets - 1 : b);
    }

    class Histogram
    {
    public:
        // Counts the values of [0, 1] into buckets equal bins.
        static std::vector<int> Count(const std::vector<float>& values, int buckets)
        {
            std::vector<int> bins(buckets, 0);
            array_view<const float, 1> in(static_cast<int>(values.size()), values);
            array_view<int, 1> out(buckets, bins);
            parallel_for_each(in.extent, [=](index<1> i) restrict(amp)
            {
                atomic_fetch_add(&out[Bucket(in[i], buckets)], 1);
            });
            out.synchronize();
            return bins;
        }
    };
}
