// transpose.cpp: tiled transpose of an n x n float matrix through a padded
// 16 x 17 tile_static buffer. Kernel: transpose_tiled.
#include <amp.h>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

void transpose_tiled(std::vector<float>& vOut, const std::vector<float>& vIn, int n)
{
    static const int TS = 16;
    array_view<const float, 2> in(n, n, vIn);
    array_view<float, 2> out(n, n, vOut);
    out.discard_data();
    parallel_for_each(in.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
        tile_static float tile[TS][TS + 1];
        tile[t.local[0]][t.local[1]] = in[t.global];
        t.barrier.wait();
        int r = t.tile_origin[1] + t.local[0];
        int c = t.tile_origin[0] + t.local[1];
        out(r, c) = tile[t.local[1]][t.local[0]];
    });
    out.synchronize();
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 256) / 16 * 16;
    const int reps = bench::arg(argc, argv, 2, 3);
    std::vector<float> In(n * n), Out(n * n, 0.0f);
    for (int i = 0; i < n * n; ++i) In[i] = static_cast<float>(i % 1009) * 0.5f;
    const unsigned long long need = 2ull * n * n * sizeof(float);
    amp2hip::reset_transfer_stats();
    transpose_tiled(Out, In, n);
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (Out[j * n + i] != In[i * n + j]) { std::cout << "FAIL " << i << "," << j << std::endl; return 1; }
    std::cout << "PASS" << std::endl;
    if (reps > 0) bench::report_time("tiled", bench::median_seconds(reps, [&] { transpose_tiled(Out, In, n); }));
    return 0;
}
