// reduction.cpp: tiled sum reduction; each 256-thread tile reduces its
// elements in tile_static memory and writes one partial sum. Kernel:
// reduce_tiled.
#include <amp.h>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

void reduce_tiled(std::vector<float>& vPartial, const std::vector<float>& vIn, int n)
{
    static const int TS = 256;
    array_view<const float, 1> in(n, vIn);
    array_view<float, 1> partial(n / TS, vPartial);
    partial.discard_data();
    parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
        tile_static float s[TS];
        int l = t.local[0];
        s[l] = in[t.global];
        t.barrier.wait();
        for (int stride = TS / 2; stride > 0; stride /= 2) {
            if (l < stride) s[l] += s[l + stride];
            t.barrier.wait();
        }
        if (l == 0) partial[t.tile] = s[0];
    });
    partial.synchronize();
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 1 << 16) / 256 * 256;
    const int reps = bench::arg(argc, argv, 2, 3);
    std::vector<float> In(n), Partial(n / 256, 0.0f);
    for (int i = 0; i < n; ++i) In[i] = static_cast<float>(i % 17) - 8.0f;
    const unsigned long long need = (unsigned long long)n * sizeof(float) + (n / 256) * sizeof(float);
    amp2hip::reset_transfer_stats();
    reduce_tiled(Partial, In, n);
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);
    for (int b = 0; b < n / 256; ++b) {
        float want = 0.0f;
        for (int i = 0; i < 256; ++i) want += In[b * 256 + i];
        if (!bench::close(Partial[b], want)) { std::cout << "FAIL tile " << b << std::endl; return 1; }
    }
    std::cout << "PASS" << std::endl;
    if (reps > 0) bench::report_time("tiled", bench::median_seconds(reps, [&] { reduce_tiled(Partial, In, n); }));
    return 0;
}
