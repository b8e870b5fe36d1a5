// Compiled as part of KernelsUnity.cpp (excluded from the build on its own).

float SumAll(const std::vector<float>& values)
{
    using namespace concurrency;
    const int n = static_cast<int>(values.size()); // a multiple of TILE
    std::vector<float> partial(n / TILE);
    array_view<const float, 1> in(n, values);
    array_view<float, 1> sums(n / TILE, partial);
    sums.discard_data();
    parallel_for_each(in.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp)
    {
        tile_static float s[TILE];
        s[t.local[0]] = in[t.global];
        t.barrier.wait();
        for (int stride = TILE / 2; stride > 0; stride /= 2)
        {
            if (t.local[0] < stride)
                s[t.local[0]] += s[t.local[0] + stride];
            t.barrier.wait();
        }
        if (t.local[0] == 0)
            sums[t.tile] = s[0];
    });
    sums.synchronize();
    return std::accumulate(partial.begin(), partial.end(), 0.0f);
}
