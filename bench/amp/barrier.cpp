// barrier.cpp: the host backend's barrier (fiber) cost. Two tiled kernels do
// the same work; each thread only ever reads back its own tile_static slot,
// so the barriers in barrier_on are not needed for correctness and
// barrier_off (the same kernel without them) computes the same result.
#include <amp.h>
#include <iostream>
#include <vector>
#include "bench_util.h"

using namespace concurrency;

static const int ITER = 8;

void barrier_on(std::vector<float>& vOut, const std::vector<float>& vIn, int n)
{
    static const int TS = 256;
    array_view<const float, 1> in(n, vIn);
    array_view<float, 1> out(n, vOut);
    out.discard_data();
    parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
        tile_static float s[TS];
        float v = in[t.global];
        for (int k = 0; k < ITER; ++k) {
            s[t.local[0]] = v;
            t.barrier.wait();
            v = s[t.local[0]] * 0.5f + 1.0f;
        }
        out[t.global] = v;
    });
    out.synchronize();
}

void barrier_off(std::vector<float>& vOut, const std::vector<float>& vIn, int n)
{
    static const int TS = 256;
    array_view<const float, 1> in(n, vIn);
    array_view<float, 1> out(n, vOut);
    out.discard_data();
    parallel_for_each(in.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
        tile_static float s[TS];
        float v = in[t.global];
        for (int k = 0; k < ITER; ++k) {
            s[t.local[0]] = v;
            v = s[t.local[0]] * 0.5f + 1.0f;
        }
        out[t.global] = v;
    });
    out.synchronize();
}

int main(int argc, char** argv)
{
    const int n = bench::arg(argc, argv, 1, 1 << 16) / 256 * 256;
    const int reps = bench::arg(argc, argv, 2, 3);
    std::vector<float> In(n), A(n, 0.0f), B(n, 0.0f);
    for (int i = 0; i < n; ++i) In[i] = static_cast<float>(i % 101);
    const unsigned long long need = 2ull * n * sizeof(float);
    amp2hip::reset_transfer_stats();
    barrier_on(A, In, n);
    auto s = amp2hip::transfer_stats();
    bench::report_bytes(s.host_to_device_bytes + s.device_to_host_bytes, need);
    barrier_off(B, In, n);
    for (int i = 0; i < n; ++i) {
        float v = In[i];
        for (int k = 0; k < ITER; ++k) v = v * 0.5f + 1.0f;
        if (!bench::close(A[i], v) || !bench::close(B[i], v)) { std::cout << "FAIL " << i << std::endl; return 1; }
    }
    std::cout << "PASS" << std::endl;
    if (reps > 0) {
        auto t = bench::median_seconds_interleaved(reps, [&] { barrier_on(A, In, n); },
                                                   [&] { barrier_off(B, In, n); });
        bench::report_time("barrier_on", t[0]);
        bench::report_time("barrier_off", t[1]);
    }
    return 0;
}
